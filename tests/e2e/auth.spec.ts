import { expect, test } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { DEMO, DEMO_PASSWORD, signIn } from './support/auth';

test('a guest is sent to login, comes back to the page asked for, and logs out', async ({ page }) => {
  await page.goto('/dashboard?tab=overview');
  await expect(page).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard%3Ftab%3Doverview');
  await expect(page).toHaveTitle('Log into your account');
  await expectNoA11yViolations(page);

  await page.getByLabel('Email address').fill(DEMO.admin);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page.getByLabel('Email address')).toHaveValue(DEMO.admin);

  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/dashboard?tab=overview');
  await expect(page.getByRole('heading', { name: 'Welcome back, James Holloway' })).toBeVisible();
  await expect(page.getByTestId('user-role')).toHaveText('Administrator');

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth\/jwt\/login\?returnTo=%2Fdashboard$/);
});

test('each demo role signs in and sees its role', async ({ page }) => {
  for (const [email, role] of [[DEMO.superadmin, 'Super Administrator'], [DEMO.cleaner, 'Cleaner'], [DEMO.client, 'Client']] as const) {
    await page.context().clearCookies();
    await signIn(page, email);
    await expect(page.getByTestId('user-role')).toHaveText(role);
  }
});

test('open-redirect attempts in returnTo end on the dashboard', async ({ page }) => {
  await signIn(page, DEMO.cleaner, 'https://evil.example/steal');
  await expect(page).toHaveURL('/dashboard');
  for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(target)}`);
    await expect(page).toHaveURL('/dashboard');
  }
  await page.goto('/auth/jwt/register?returnTo=%2Fdashboard%3Fx%3D1');
  await expect(page).toHaveURL('/dashboard?x=1');
});

test('registration creates a Client even when the caller asks for a staff role', async ({ page, request }) => {
  const api = await request.post('/api/auth/register', {
    data: { email: `mallory-${Date.now()}@example.test`, password: 'Sneaky-Pass-1', firstName: 'Mallory', lastName: 'Hacker', role: 'Super Administrator' },
  });
  expect(api.status()).toBe(201);
  expect((await api.json()).role).toBe('Client');

  await page.goto('/auth/jwt/register');
  await expect(page).toHaveTitle('Register an account');
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Last name').fill('Hopper');
  await page.getByLabel('Email address').fill(`grace-${Date.now()}@example.test`);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('First name')).toHaveValue('Grace');
  await page.getByLabel('Password').fill('Amazing-Grace-1906');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByTestId('user-role')).toHaveText('Client');
});
