import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Clean-Demo-2026';
export const DEMO = {
  superadmin: 'superadmin@demo.cleaning.test',
  admin: 'admin@demo.cleaning.test',
  cleaner: 'cleaner@demo.cleaning.test',
  client: 'client@demo.cleaning.test',
} as const;

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, email: string, returnTo = '/dashboard') {
  await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/jwt\/login/);
}
