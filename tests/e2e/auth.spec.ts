import { expectNoA11yViolations } from './support/a11y';
import { DEMO, DEMO_PASSWORD, DEMO_ROLES, ROLE_LABEL, roleState, signIn } from './support/auth';
import { expect, test, unique } from './support/fixtures';

// Signing in through the form is tested here (and, for every demo role, in auth.setup.ts, whose saved sessions
// the other journeys reuse); the rest of the suite starts signed in.

test('a guest is sent to login, comes back to the page asked for, and logs out', async ({ page, expectHttpError }) => {
  expectHttpError(401, '/api/auth/callback/credentials'); // the wrong password typed first, on purpose
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

  // The account menu is server-rendered (<details>) and opens without scripts; its Logout button needs React, so it
  // stays disabled until the page has hydrated (issue 36): one click, as soon as it is visible, logs out.
  await page.getByLabel(/Account menu of James Holloway/).click();
  await expect(page.getByTestId('user-role')).toHaveText('Administrator');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard');
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
  expectHttpError,
}, testInfo) => {
  expectHttpError(400, '/api/auth/register'); // the weak password, refused on purpose
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
  expectHttpError,
}, testInfo) => {
  expectHttpError(401, '/api/auth/callback/credentials'); // the wrong passwords, then the throttled attempt
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

test('with its scripts held back, a phone loses no tap: Logout says why it waits, then works on the first tap', async ({
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'once, at 390 px, as a phone on a slow network meets it');
  // A context of its own: logging out clears only its copy of the demo Cleaner's session cookie (sessions are signed
  // cookies; tests/e2e/README.md rule 4).
  const context = await browser.newContext({ storageState: roleState('cleaner') });
  const page = await context.newPage();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/dashboard/app', { waitUntil: 'domcontentloaded' });
  await page.getByLabel(/Account menu of/).click();
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  // Server HTML, no React yet: the button is disabled and tells assistive technology why.
  await expect(logout).toBeDisabled();
  await expect(logout).toHaveAccessibleDescription('Available once the page has finished loading.');
  await expect(page.getByRole('button', { name: 'Open the menu' })).toBeDisabled();
  // The tap is made now; Playwright's click waits until the button is enabled, as a user's next tap would land.
  const tapped = logout.click();
  release();
  await tapped;
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
  await context.close();
});
