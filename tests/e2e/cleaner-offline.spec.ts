// Issue 39: the Cleaner's app with no signal, at 390 px. After one visit online, the cleaner's day and job open
// offline; a clock-in, ticks and a message wait on the phone and reach the server once each when the signal returns,
// and the office sees the clock-in marked as recorded offline. The office removing a task meanwhile drops the tick on
// it with a note; signing out with changes still on the phone warns first.
// Service workers are blocked in every other journey (playwright.config.ts); these allow them.
import { expect, test, unique } from './support/fixtures';
import { roleState } from './support/auth';
import { cleanerWithJob, ok, phoneAfterOneVisit, today, type Task } from './support/offline';

test.use({ storageState: roleState('admin'), serviceWorkers: 'allow', reducedMotion: 'reduce' });
test.describe.configure({ timeout: 90_000 });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'once, at 390 px: a phone with no signal');
});

type Saved = { checklist: { label: string; done: boolean }[] };

test('with no signal a Cleaner opens their day, clocks in, ticks two tasks and writes; back online each reaches the server once, and the office sees the clock-in as recorded offline', async ({
  browser,
  request,
  api,
  page,
}, testInfo) => {
  const cleaner = await cleanerWithJob(request, await api.token('admin'), unique(testInfo, 'offline'));
  const { id, name, job, headers } = cleaner;
  const { context, me } = await phoneAfterOneVisit(browser, testInfo, cleaner);

  // No signal at all: the day opens from the phone.
  await context.setOffline(true);
  await me.goto('/dashboard/app');
  await expect(me.getByText(job.title)).toBeVisible();
  await expect(me.getByText('Offline', { exact: true })).toBeVisible();

  await me.goto('/dashboard/clocking');
  await me.getByRole('button', { name: 'Clock in' }).click();
  await expect(me.getByRole('heading', { name: /^You are clocked in since \d\d:\d\d$/ })).toBeVisible();
  await expect(me.getByText('1 change waiting')).toBeVisible();

  await me.goto(`/dashboard/job/${job.id}`);
  await expect(me.getByText('3 Cellar Row, Norwich')).toBeVisible();
  for (const task of ['Kitchen', 'Bathroom']) {
    await me.getByRole('checkbox', { name: task }).check();
    await expect(me.getByRole('checkbox', { name: task })).toBeChecked();
  }
  await me.getByLabel('Your message').fill('Keys left with the porter');
  await me.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(me.getByTestId('chat-message-waiting')).toContainText('Keys left with the porter');
  await expect(me.getByTestId('chat-message-waiting')).toContainText('Waiting to send');
  await expect(me.getByText('4 changes waiting')).toBeVisible();
  if (process.env.OFFLINE_SHOTS) await me.screenshot({ path: `${process.env.OFFLINE_SHOTS}/job-offline-390.png` });

  // The signal returns: the queue is sent in order, and the message joins the thread.
  await context.setOffline(false);
  await expect(me.getByText(/changes? waiting/)).toBeHidden({ timeout: 20_000 });
  await expect(me.getByTestId('chat-message')).toContainText('Keys left with the porter');
  await expect(me.getByTestId('chat-message-waiting')).toHaveCount(0);

  // The server has each change exactly once.
  const records = await ok<{ data: { userId: string; flags: string[] }[] }>(
    await request.get(`/api/ClockInAndOut/ClockInAndOuts?userId=${id}`, { headers }),
  );
  expect(records.data).toHaveLength(1);
  expect(records.data[0]!.flags).toContain('recordedOffline');
  const saved = await ok<Saved>(await request.get(`/api/Job/GetJobbyId?id=${job.id}`, { headers }));
  expect(saved.checklist.map((c) => [c.label, c.done])).toEqual([
    ['Kitchen', true],
    ['Bathroom', true],
    ['Windows', false],
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

test('the office removes a task while the Cleaner is offline: back online, the tick on it is dropped with a note and the others are kept', async ({
  browser,
  request,
  api,
  expectHttpError,
}, testInfo) => {
  const cleaner = await cleanerWithJob(request, await api.token('admin'), unique(testInfo, 'conflict'));
  const { job, headers } = cleaner;
  const [kitchen, bathroom, windows] = job.checklist as [Task, Task, Task];
  const { context, me } = await phoneAfterOneVisit(browser, testInfo, cleaner);

  await context.setOffline(true);
  await me.goto(`/dashboard/job/${job.id}`);
  await expect(me.getByText('Offline', { exact: true })).toBeVisible();
  for (const task of ['Kitchen', 'Windows']) await me.getByRole('checkbox', { name: task }).check();
  await expect(me.getByText('2 changes waiting')).toBeVisible();

  // Meanwhile the office removes "Windows": the server answers the tick on it with 404, and the office's change wins.
  expectHttpError(404, `/api/Job/UpdateChecklistItem/${windows.id}`);
  await ok(
    await request.put('/api/job/updatejob', {
      headers,
      data: { id: job.id, checklist: [kitchen, bathroom].map((c) => ({ id: c.id, label: c.label })) },
    }),
  );

  await context.setOffline(false);
  await expect(me.getByText(/changes? waiting/)).toBeHidden({ timeout: 20_000 });
  const note = me.getByText('The office removed “Windows” from the job, so your tick was not kept.');
  await expect(note).toBeVisible();
  await expect(me.getByRole('checkbox', { name: 'Windows' })).toHaveCount(0);
  await me.getByRole('button', { name: 'OK' }).click();
  await expect(note).toBeHidden();

  const saved = await ok<Saved>(await request.get(`/api/Job/GetJobbyId?id=${job.id}`, { headers }));
  expect(saved.checklist.map((c) => [c.label, c.done])).toEqual([
    ['Kitchen', true],
    ['Bathroom', false],
  ]);
  await context.close();
});

test('signing out with changes still on the phone warns first; back online, signing out sends them and leaves nothing on the phone', async ({
  browser,
  request,
  api,
}, testInfo) => {
  const cleaner = await cleanerWithJob(request, await api.token('admin'), unique(testInfo, 'signout'));
  const { job, headers } = cleaner;
  const { context, me } = await phoneAfterOneVisit(browser, testInfo, cleaner);

  await context.setOffline(true);
  await me.goto(`/dashboard/job/${job.id}`);
  await expect(me.getByText('Offline', { exact: true })).toBeVisible();
  await me.getByRole('checkbox', { name: 'Bathroom' }).check();
  await expect(me.getByText('1 change waiting')).toBeVisible();

  // With no signal the change cannot be sent: the cleaner is told it would be deleted, and keeps it.
  await me.getByLabel(`Account menu of ${cleaner.name}`).click();
  await me.getByRole('button', { name: 'Logout' }).click();
  const warning = me.getByRole('alertdialog', { name: 'Changes not sent yet' });
  await expect(warning).toContainText('1 change has not reached the office. Signing out deletes it from this phone.');
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await expect(me.getByText('1 change waiting')).toBeVisible();

  // The signal returns and the cleaner signs out at once: the change is sent first, with no warning.
  await context.setOffline(false);
  await me.getByLabel(`Account menu of ${cleaner.name}`).click();
  await me.getByRole('button', { name: 'Logout' }).click();
  await expect(me).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard');
  const saved = await ok<Saved>(await request.get(`/api/Job/GetJobbyId?id=${job.id}`, { headers }));
  expect(saved.checklist.find((c) => c.label === 'Bathroom')?.done).toBe(true);

  // Nothing of the cleaner's is left on the phone: no worker, no cache, an empty queue.
  const left = await me.evaluate(async () => ({
    workers: (await navigator.serviceWorker.getRegistrations()).length,
    caches: await caches.keys(),
  }));
  expect(left).toEqual({ workers: 0, caches: [] });
  await context.close();
});
