import { expectNoA11yViolations } from './support/a11y';
import { DEMO, DEMO_PASSWORD, DEMO_ROLES, ROLE_LABEL, roleState, signIn } from './support/auth';
import { expect, test, unique } from './support/fixtures';

// Signing in through the form is tested here (and, for every demo role, in auth.setup.ts, whose saved sessions
// the other journeys reuse); the rest of the suite starts signed in.

test('a guest is sent to login, comes back to the page asked for, and logs out', async ({ page }) => {
  await page.goto('/dashboard/user/list?status=active');
  await expect(page).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard%2Fuser%2Flist%3Fstatus%3Dactive');
  await expect(page).toHaveTitle('Log into your account');
  await expectNoA11yViolations(page);

  await page.getByLabel('Email address').fill(DEMO.admin);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(DEMO.admin);

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard/user/list?status=active');
  await expect(page.getByRole('tab', { name: /Active/ })).toHaveAttribute('aria-selected', 'true');

  // The account menu is server-rendered (<details>); its Logout button needs React: on a busy machine a first click
  // can land before hydration and do nothing, so open and click again until the logout happens.
  await expect(async () => {
    if (page.url().includes('/dashboard')) {
      const logout = page.getByRole('button', { name: 'Logout' });
      if (!(await logout.isVisible())) await page.getByLabel(/Account menu of James Holloway/).click();
      await expect(page.getByTestId('user-role')).toHaveText('Administrator');
      await page.getByRole('button', { name: 'Logout' }).click();
    }
    await expect(page).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard', { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard$/);
});

test('each demo role, signed in, sees its own role on the dashboard', async ({ pageAs }) => {
  for (const role of DEMO_ROLES) {
    const page = await pageAs(role);
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard/app');
    await expect(page.getByTestId('user-role')).toHaveText(ROLE_LABEL[role]);
  }
});

test('an open-redirect attempt in returnTo ends the sign-in on the dashboard', async ({ page }) => {
  await signIn(page, DEMO.cleaner, 'https://evil.example/steal');
  await expect(page).toHaveURL('/dashboard/app');
});

test.describe('signed in', () => {
  test.use({ storageState: roleState('cleaner') });

  test('the auth screens send a signed-in person on, never off-site', async ({ page }) => {
    for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
      await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(target)}`);
      await expect(page).toHaveURL('/dashboard/app');
    }
    await page.goto('/auth/jwt/register?returnTo=%2Fdashboard%2Fuser%2Fprofile%3Fx%3D1');
    await expect(page).toHaveURL('/dashboard/user/profile?x=1');
  });
});

test('registration answers the same for every address and explains a weak password in plain words', async ({
  page,
  request,
}, testInfo) => {
  // A staff role in the request changes nothing, and a known address gets the very same answer as a new one.
  const asStaff = await request.post('/api/auth/register', {
    data: {
      email: `${unique(testInfo, 'mallory')}@example.test`,
      password: 'Sneaky-Orchard-Pass-1',
      firstName: 'Mallory',
      lastName: 'Hacker',
      role: 'Super Administrator',
    },
  });
  const known = await request.post('/api/auth/register', {
    data: { email: DEMO.client, password: 'Sneaky-Orchard-Pass-1', firstName: 'Mallory', lastName: 'Hacker' },
  });
  expect(asStaff.status()).toBe(202);
  expect(known.status()).toBe(202);
  expect(await known.json()).toEqual(await asStaff.json());

  await page.goto('/auth/jwt/register');
  await expect(page).toHaveTitle('Register an account');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(`${unique(testInfo, 'grace')}@example.test`);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 12 characters')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await page.getByLabel('Password').fill('password1234');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(
    page.getByText('This password is one of the most common ones or has appeared in a data breach'),
  ).toBeVisible();
  await page.getByLabel('Password').fill('Amazing-Grace-Compiles-1906');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We have sent you an email' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test("too many wrong passwords are throttled with a wait in the visitor's language", async ({
  page,
  request,
  api,
  baseURL,
}, testInfo) => {
  // A fresh account, so the demo accounts other journeys sign in with are never throttled.
  const email = `${unique(testInfo, 'throttle')}@example.test`;
  const created = await request.post('/api/user/createUser', {
    headers: { Authorization: `Bearer ${await api.token('admin')}` },
    data: { email, firstName: 'Terry', lastName: 'Throttle', role: 'Cleaner', password: 'Patient-Otter-Rivers-44' },
  });
  expect(created.status()).toBe(201);
  // The sign-in screen speaks the language remembered from the public site.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'fr', url: baseURL! }]);
  await page.goto('/auth/jwt/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Mot de passe').fill(`wrong-guess-${i}`);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Adresse e-mail ou mot de passe incorrect' })).toBeVisible();
  }
  await page.getByLabel('Mot de passe').fill('Patient-Otter-Rivers-44');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: /Trop de tentatives de connexion\. Veuillez patienter \d+ minutes? avant de réessayer\./ }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
});
