import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Clean-Demo-2026';
export const DEMO = {
  superadmin: 'superadmin@demo.cleaning.test',
  admin: 'admin@demo.cleaning.test',
  cleaner: 'cleaner@demo.cleaning.test',
  client: 'client@demo.cleaning.test',
} as const;

export type DemoRole = keyof typeof DEMO;
export const DEMO_ROLES = Object.keys(DEMO) as DemoRole[];

/** The role each demo account shows on the dashboard. */
export const ROLE_LABEL: Record<DemoRole, string> = {
  superadmin: 'Super Administrator',
  admin: 'Administrator',
  cleaner: 'Cleaner',
  client: 'Client',
};

/**
 * The signed-in browser state (session cookie) of a demo role, written once per run by auth.setup.ts.
 * Use it for every journey that needs a signed-in person but does not test signing in:
 *   test.use({ storageState: roleState('admin') });
 * Kept under test-results/, which Playwright empties at the start of each run, so no session outlives its server.
 */
export const roleState = (role: DemoRole) =>
  path.resolve('test-results', `e2e-${process.env.E2E_PORT ?? 3210}`, '.auth', `${role}.json`);

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, email: string, returnTo = '/dashboard') {
  await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).not.toHaveURL(/\/auth\/jwt\/login/);
}

// One bearer token per role and worker: every login costs the server a memory-hard password hash.
const tokens = new Map<DemoRole, Promise<string>>();

/** A bearer token for a demo role from the public login endpoint, fetched once per worker. */
export function tokenFor(request: APIRequestContext, role: DemoRole): Promise<string> {
  let token = tokens.get(role);
  if (!token) {
    token = (async () => {
      const res = await request.post('/api/auth/login', { data: { username: DEMO[role], password: DEMO_PASSWORD } });
      expect(res.ok(), `login of the demo ${role}`).toBe(true);
      return ((await res.json()) as { accessToken: string }).accessToken;
    })();
    // A failed login is not cached: the next caller tries again and sees the failure itself.
    token.catch(() => tokens.delete(role));
    tokens.set(role, token);
  }
  return token;
}
