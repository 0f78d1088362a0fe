// Signs each demo role in once per run, through the login form as a person would, and saves the browser state
// (session cookie) that journeys reuse with `test.use({ storageState: roleState('admin') })`.
import { expect, test as setup } from '@playwright/test';
import { DEMO, DEMO_ROLES, ROLE_LABEL, roleState, signIn } from './support/auth';

for (const role of DEMO_ROLES) {
  setup(`sign in as the demo ${role}`, async ({ page }) => {
    await signIn(page, DEMO[role]);
    await expect(page).toHaveURL('/dashboard/app');
    // The role sits in the account menu (closed): its text is there, visible or not.
    await expect(page.getByTestId('user-role')).toHaveText(ROLE_LABEL[role]);
    await page.context().storageState({ path: roleState(role) });
  });
}
