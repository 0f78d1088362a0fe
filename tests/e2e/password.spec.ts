import { expect, test } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { DEMO } from './support/auth';

test('a user who forgot their password asks for a link from the login screen', async ({ page }) => {
  await page.goto('/auth/jwt/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL('/auth/jwt/forgot-password');
  await expect(page).toHaveTitle('Regain access to your account');
  await expectNoA11yViolations(page);

  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email address').fill('not-an-email');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();

  await page.getByLabel('Email address').fill(DEMO.client);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'we have sent a link to choose a new password' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to sign in' }).click();
  await expect(page).toHaveURL(/\/auth\/jwt\/login/);
});

test('the reset screen checks the passwords and explains an invalid link', async ({ page, expectHttpError }) => {
  expectHttpError(400, '/api/auth/resetPassword'); // the bogus token
  await page.goto('/auth/jwt/reset-password');
  await expect(page).toHaveTitle('Choose a new password');
  await expect(page.getByRole('alert').filter({ hasText: 'This reset link is incomplete' })).toBeVisible();

  await page.goto(
    `/auth/jwt/reset-password?token=${encodeURIComponent('bogus+token/abc=')}&email=${encodeURIComponent(DEMO.client)}`,
  );
  await expectNoA11yViolations(page);
  await page.getByLabel('New password', { exact: true }).fill('Brand-New-Pass-1');
  await page.getByLabel('Confirm new password').fill('Different-Pass-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await page.getByLabel('Confirm new password').fill('Brand-New-Pass-1');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
    'href',
    '/auth/jwt/forgot-password',
  );
});
