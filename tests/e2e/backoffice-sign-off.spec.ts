import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test, unique } from './support/fixtures';
import { BACK_OFFICE_BUDGET_KIB, firstVisitScripts } from './support/scripts';

// The sign-off screen (/dashboard/job/finalise) at both sizes: the office prepares a visit of its own (a job for the demo
// client with a checklist, a chat photo and two hours on site by a cleaner made for this test), the client reads its
// summary and signs it, and the office opens the draft invoice the sign-off left. Nothing seeded is changed.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.use({ reducedMotion: 'reduce', storageState: roleState('admin') });
test.describe.configure({ timeout: 180_000 });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A visit that has taken place, for the demo client, with one of two tasks ticked, a photo and 09:00–11:00 on site. */
async function preparedVisit(request: APIRequestContext, token: string, stamp: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const ok = async <T>(res: Awaited<ReturnType<APIRequestContext['post']>>) => {
    expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as T;
  };
  const clients = await ok<{ data: { id: string; email: string }[] }>(
    await request.post('/api/user/users', { headers, data: { role: 'Client', search: 'client@demo.cleaning.test' } }),
  );
  const client = clients.data.find((u) => u.email === 'client@demo.cleaning.test')!;
  const cleaner = await ok<{ id: string }>(
    await request.post('/api/user/createuser', {
      headers,
      data: { email: `${stamp}@example.test`, firstName: 'Sian', lastName: stamp, role: 'Cleaner' },
    }),
  );
  const title = `Sign-off visit ${stamp}`;
  const job = await ok<{ id: string; checklist: { id: string }[] }>(
    await request.post('/api/job/createjob', {
      headers,
      data: {
        title,
        userClientId: client.id,
        teamIds: [cleaner.id],
        scheduledDate: '2024-01-15',
        startTime: '09:00',
        durationMinutes: 120,
        location: '12 Mill Lane, Hethersett',
        checklist: [{ label: 'Kitchen' }, { label: 'Windows' }],
      },
    }),
  );
  await ok(
    await request.put(`/api/job/updatechecklistitem/${job.checklist[0]!.id}`, { headers, data: { done: true } }),
  );
  const photo = await ok<{ dbPath: string }>(
    await request.post('/api/chatbox/upload', {
      headers,
      multipart: { jobId: job.id, file: { name: 'kitchen.png', mimeType: 'image/png', buffer: PNG } },
    }),
  );
  await ok(
    await request.post('/api/chatbox/createchatbox', {
      headers,
      data: { jobId: job.id, text: 'Kitchen done', imagePath: photo.dbPath },
    }),
  );
  await ok(
    await request.post('/api/timesheet/createtimeentry', {
      headers,
      data: {
        userId: cleaner.id,
        date: '2024-01-15',
        clockIn: '09:00',
        clockOut: '11:00',
        jobId: job.id,
        reason: 'Entered for the sign-off journey',
      },
    }),
  );
  return { id: job.id, title };
}

test('the client reads a visit’s summary and signs it off; the office opens the draft invoice it left', async ({
  page,
  pageAs,
  request,
  api,
}, testInfo) => {
  const stamp = unique(testInfo, 'signoff').replace(/[^a-z0-9]/gi, '');
  const visit = await preparedVisit(request, await api.token('admin'), stamp);

  const client = await pageAs('client');
  await client.goto('/dashboard/job/finalise');
  await expect(client.getByRole('heading', { level: 1, name: 'Sign-off' })).toBeVisible();
  const choice = client.getByRole('button', { name: visit.title });
  await choice.click();
  await expect(choice).toHaveAttribute('aria-pressed', 'true');
  await expect(client.getByRole('heading', { level: 2, name: visit.title })).toBeFocused();
  await expect(client.getByText('1 of 2 done').last()).toBeVisible();
  await expect(client.getByText('2 hr 0 min')).toBeVisible();
  await expect(client.getByRole('img', { name: /^Photo from .*: Kitchen done$/ })).toBeVisible();
  const form = client.getByRole('form', { name: `Sign off “${visit.title}”` });
  await expect(form.getByTestId('signature-pad')).toBeVisible();
  await expectNoSidewaysScroll(client);
  await expectNoA11yViolations(client);

  // Refused without a signature, with the reason on the field; then signed with the typed name.
  await form.getByLabel(/Your full name/).fill('Oliver Bennett');
  await form.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(form.getByText('Signature is required')).toBeVisible();
  await form.getByRole('button', { name: 'Sign with my typed name' }).click();
  await form.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(client.getByText('Thank you: the job is signed off and completed')).toBeVisible();
  await expect(client.getByRole('button', { name: visit.title })).toHaveCount(0);

  // The office: the job waits to be invoiced, one step from its draft.
  await page.goto('/dashboard/job/finalise');
  await expect(page.getByRole('tab', { name: 'To invoice' })).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: visit.title }) });
  await expect(row).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  const draft = row.getByRole('link', { name: /^Open draft / });
  const number = (await draft.textContent())!.replace('Open draft', '').trim();
  await draft.click();
  await expect(page).toHaveURL(/\/dashboard\/invoice\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(number) })).toBeVisible();
});

test('the sign-off screen speaks Arabic right to left', async ({ pageAs }) => {
  const client = await pageAs('client');
  await client.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ar', url: test.info().project.use.baseURL! }]);
  await client.goto('/dashboard/job/finalise');
  await expect(client.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(client.getByRole('heading', { level: 1, name: 'اعتماد الإنجاز' })).toBeVisible();
  await expectNoSidewaysScroll(client);
});

test('a Cleaner has no sign-off entry and cannot open the screen', async ({ pageAs }) => {
  const cleaner = await pageAs('cleaner');
  await cleaner.goto('/dashboard/job/finalise');
  await expect(cleaner.getByRole('heading', { level: 1, name: 'No permission' })).toBeVisible();
});

test('the screen keeps within the back office’s JavaScript budget, for the client and the office', async ({
  page,
  pageAs,
}) => {
  // The signature form comes after the load event, so neither view pays for react-hook-form or the pad up front.
  for (const who of [await pageAs('client'), page]) {
    const { gzipKiB } = await firstVisitScripts(who, '/dashboard/job/finalise');
    test.info().annotations.push({ type: 'first-load JavaScript (KiB gzip)', description: gzipKiB.toFixed(1) });
    expect(gzipKiB).toBeLessThanOrEqual(BACK_OFFICE_BUDGET_KIB);
  }
});
