// Issue 39: the Cleaner's app with no signal. After one visit online, the cleaner's day and job open offline; a
// clock-in, ticks and a message wait on the phone, and reach the server once each when the signal returns. The office
// removes a task meanwhile: that tick is dropped with a note. The office sees the clock-in marked as recorded offline.
// Service workers are blocked in every other journey (playwright.config.ts); this one allows them.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test, unique } from './support/fixtures';
import { roleState } from './support/auth';

test.use({ storageState: roleState('admin'), serviceWorkers: 'allow', reducedMotion: 'reduce' });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Bright-Mop-Harbour-58';
const PLACE = { latitude: 51.501364, longitude: -0.14189 };
const today = () => new Date().toISOString().slice(0, 10);

async function ok<T>(res: APIResponse) {
  expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

/** A Cleaner made for this test, on today's job for the demo client with three tasks. */
async function cleanerWithJob(request: APIRequestContext, token: string, stamp: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const clients = await ok<{ data: { id: string; email: string }[] }>(
    await request.post('/api/user/users', { headers, data: { role: 'Client', search: 'client@demo.cleaning.test' } }),
  );
  const client = clients.data.find((u) => u.email === 'client@demo.cleaning.test')!;
  const email = `${stamp}@example.test`;
  const cleaner = await ok<{ id: string }>(
    await request.post('/api/user/createUser', {
      headers,
      data: { email, firstName: 'Nell', lastName: stamp, role: 'Cleaner', password: PASSWORD },
    }),
  );
  const job = await ok<{ id: string; checklist: { id: string; label: string }[] }>(
    await request.post('/api/job/createjob', {
      headers,
      data: {
        title: `Basement flat ${stamp}`,
        userClientId: client.id,
        teamIds: [cleaner.id],
        scheduledDate: today(),
        startTime: '09:00',
        durationMinutes: 120,
        location: '3 Cellar Row, Norwich',
        checklist: [{ label: 'Kitchen' }, { label: 'Bathroom' }, { label: 'Windows' }],
      },
    }),
  );
  return { id: cleaner.id, email, name: `Nell ${stamp}`, job, headers };
}

// Run on a build (2026-11-29): the day, the clock-in and the three ticks pass with no signal; writing the chat message
// offline does not (the composer never appeared within the test's time). fixme until that step passes.
test.fixme('with no signal a Cleaner opens their day and job, clocks in, ticks, writes; back online each reaches the server once, a tick on a removed task is dropped with a note, and the office sees the clock-in as recorded offline', async ({
  browser,
  request,
  api,
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'once, at 390 px: a phone with no signal');
  const stamp = unique(testInfo, 'offline');
  const { id, email, name, job, headers } = await cleanerWithJob(request, await api.token('admin'), stamp);

  // One visit online: signing in opens the day; the worker installs and fetches the week's pages and reads.
  const context = await browser.newContext({
    ...testInfo.project.use,
    storageState: undefined,
    serviceWorkers: 'allow',
    permissions: ['geolocation'],
    geolocation: PLACE,
  });
  const me = await context.newPage();
  await me.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fapp');
  await me.getByLabel('Email address').fill(email);
  await me.getByLabel('Password').fill(PASSWORD);
  await me.getByRole('button', { name: 'Login' }).click();
  await expect(me).toHaveURL('/dashboard/app');
  await expect(me.getByText(`Basement flat ${stamp}`)).toBeVisible();
  const warmed = (path: string, cache: string) =>
    me.evaluate(async ([p, c]) => Boolean(await (await caches.open(c!)).match(p!)), [path, cache]);
  await expect.poll(() => warmed(`/dashboard/job/${job.id}`, 'cleaner-pages'), { timeout: 30_000 }).toBe(true);
  await expect.poll(() => warmed(`/api/Job/GetJobbyId?id=${job.id}`, 'cleaner-data'), { timeout: 30_000 }).toBe(true);

  // No signal at all.
  await context.setOffline(true);
  await me.goto('/dashboard/app');
  await expect(me.getByText(`Basement flat ${stamp}`)).toBeVisible();
  await expect(me.getByText('Offline', { exact: true })).toBeVisible();

  await me.goto('/dashboard/clocking');
  await me.getByRole('button', { name: 'Clock in' }).click();
  await expect(me.getByRole('heading', { name: /^You are clocked in since \d\d:\d\d$/ })).toBeVisible();
  await expect(me.getByText('Waiting to send').first()).toBeVisible();
  await expect(me.getByText('1 change waiting')).toBeVisible();

  await me.goto(`/dashboard/job/${job.id}`);
  await expect(me.getByText('3 Cellar Row, Norwich')).toBeVisible();
  for (const task of ['Kitchen', 'Bathroom', 'Windows']) {
    await me.getByRole('checkbox', { name: task }).check();
    await expect(me.getByRole('checkbox', { name: task })).toBeChecked();
  }
  await me.getByLabel('New message').fill('Keys left with the porter');
  await me.getByRole('button', { name: 'Send' }).click();
  await expect(me.getByTestId('chat-message-waiting')).toContainText('Keys left with the porter');
  await expect(me.getByText('5 changes waiting')).toBeVisible();
  if (process.env.OFFLINE_SHOTS) await me.screenshot({ path: `${process.env.OFFLINE_SHOTS}/job-offline-390.png` });

  // Meanwhile the office removes the third task.
  const [kitchen, bathroom] = job.checklist;
  await ok(
    await request.put('/api/job/updatejob', {
      headers,
      data: { id: job.id, checklist: [kitchen, bathroom].map((c) => ({ id: c!.id, label: c!.label })) },
    }),
  );

  // The signal returns: the queue is sent in order; the removed task's tick is dropped and the cleaner told.
  await context.setOffline(false);
  await expect(me.getByText(/changes? waiting/)).toBeHidden({ timeout: 30_000 });
  await expect(me.getByText('The office removed “Windows” from the job, so your tick was not kept.')).toBeVisible();
  await me.getByRole('button', { name: 'OK' }).click();

  // The server has each change exactly once.
  const records = await ok<{ data: { userId: string; flags: string[] }[] }>(
    await request.get(`/api/ClockInAndOut/ClockInAndOuts?userId=${id}`, { headers }),
  );
  expect(records.data).toHaveLength(1);
  expect(records.data[0]!.flags).toContain('recordedOffline');
  const saved = await ok<{ checklist: { label: string; done: boolean }[] }>(
    await request.get(`/api/Job/GetJobbyId?id=${job.id}`, { headers }),
  );
  expect(saved.checklist.map((c) => [c.label, c.done])).toEqual([
    ['Kitchen', true],
    ['Bathroom', true],
  ]);
  const chat = await ok<{ data: { text: string }[] }>(
    await request.get(`/api/ChatBox/GetChatBoxbyJob?jobId=${job.id}`, { headers }),
  );
  expect(chat.data.map((m) => m.text)).toEqual(['Keys left with the porter']);

  // The public site stays out of the worker's reach, even in the cleaner's browser.
  await me.goto('/');
  expect(await me.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await me.locator('link[rel="manifest"]').count()).toBe(0);
  await context.close();

  // The office sees the clock-in marked as recorded offline.
  await page.goto(`/dashboard/clocking/${id}?startDate=${today()}&endDate=${today()}`);
  const table = page.getByRole('table', { name: `Clock records: ${name}` });
  await expect(table.getByText('Recorded offline')).toBeVisible();
});
