import { DEMO, roleState, signIn } from './support/auth';
import { expect, test, unique } from './support/fixtures';

// Issue 26, items 4 and 5, in the browser at both sizes.

test.use({ storageState: roleState('admin') });

test('signed in at localhost while the site is configured as 127.0.0.1, the back office lists and saves', async ({
  browser,
  baseURL,
}) => {
  // SITE_URL is http://127.0.0.1:<port> (scripts/e2e-server.mjs); `localhost` on the same port is the same local site.
  const alias = baseURL!.replace('127.0.0.1', 'localhost');
  const context = await browser.newContext({ baseURL: alias, storageState: undefined });
  const page = await context.newPage();
  await signIn(page, DEMO.admin);
  expect(new URL(page.url()).hostname).toBe('localhost');
  await page.goto('/dashboard/enquiry/list');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByText('Cross-site requests are not allowed')).toHaveCount(0);
  // A cookie-signed-in POST from the alias passes the same-site check (a list call: it changes nothing).
  const status = await page.evaluate(
    async () =>
      (
        await fetch('/api/user/users', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ pageNumber: 1, pageSize: 1 }),
        })
      ).status,
  );
  expect(status).toBe(200);
  await context.close();
});

test('in a job chat, Enter sends on a computer and adds a line on a phone; Shift+Enter always adds a line', async ({
  page,
  request,
  api,
  isMobile,
}, testInfo) => {
  const headers = { Authorization: `Bearer ${await api.token('admin')}` };
  const stamp = unique(testInfo, 'keys');
  const created = await request.post('/api/job/createjob', {
    headers,
    data: {
      title: `Chat keys ${stamp}`,
      scheduledDate: '2030-01-15',
      startTime: '09:00',
      durationMinutes: 60,
      location: '1 Key Street, Norwich',
    },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const job = (await created.json()) as { id: string };
  await page.goto(`/dashboard/job/${job.id}`);
  const box = page.getByLabel('Your message');
  await box.fill(`First line ${stamp}`);
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue(`First line ${stamp}\nsecond line`);
  await box.press('Enter');
  if (isMobile) {
    // A phone's Enter is a new line; its Send button sends.
    await expect(box).toHaveValue(`First line ${stamp}\nsecond line\n`);
    await page.getByRole('button', { name: 'Send' }).click();
  } else {
    await expect(page.getByText('Enter to send, Shift+Enter for a new line')).toBeVisible();
  }
  await expect(page.getByRole('log').getByText(`First line ${stamp}`)).toBeVisible();
  await expect(box).toHaveValue('');
});
