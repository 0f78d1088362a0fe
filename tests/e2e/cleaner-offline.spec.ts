// Issue 39: the Cleaner's app with no signal, at 390 px. After one visit online, the cleaner's day and job open
// offline; a clock-in, ticks and a message wait on the phone and reach the server once each when the signal returns,
// and the office sees the clock-in marked as recorded offline. The office removing a task meanwhile drops the tick on
// it with a note; signing out with changes still on the phone warns first, and with no signal leaves the phone empty
// on the sign-in screen. The client's signature and a job photo given with no signal reach the server once each.
// Service workers are blocked in every other journey (playwright.config.ts); these allow them.
import { expect, test, unique } from './support/fixtures';
import { roleState } from './support/auth';
import { cleanerWithJob, ok, phoneAfterOneVisit, today, type Task } from './support/offline';

test.use({ storageState: roleState('admin'), serviceWorkers: 'allow', reducedMotion: 'reduce' });
test.describe.configure({ timeout: 90_000 });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'once, at 390 px: a phone with no signal');
});

type Saved = { checklist: { label: string; done: boolean }[]; stage: number };

/** A 1×1 PNG: the chat's upload checks the file's content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

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
  await expect(me.getByText('0 of 3 done')).toBeVisible();
  for (const task of ['Kitchen', 'Bathroom']) {
    await me.getByRole('checkbox', { name: task }).check();
    await expect(me.getByRole('checkbox', { name: task })).toBeChecked();
  }
  // Ticks still waiting on the phone count.
  await expect(me.getByText('2 of 3 done')).toBeVisible();
  await me.getByLabel('Your message').fill('Keys left with the porter');
  await me.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(me.getByTestId('chat-message-waiting')).toContainText('Keys left with the porter');
  await expect(me.getByTestId('chat-message-waiting')).toContainText('Waiting to send');
  await expect(me.getByText('4 changes waiting')).toBeVisible();
  // Scrolled to the end of the page, the chat's Send button is above the status bar pinned to the foot, not under it.
  await me.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const send = await me.getByRole('button', { name: 'Send', exact: true }).boundingBox();
  const bar = await me.getByRole('region', { name: 'Offline' }).boundingBox();
  expect(send!.y + send!.height).toBeLessThanOrEqual(bar!.y);
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

test('with no signal the client signs on the Cleaner’s phone and a job photo is kept there; back online each reaches the server once', async ({
  browser,
  request,
  api,
}, testInfo) => {
  const cleaner = await cleanerWithJob(request, await api.token('admin'), unique(testInfo, 'signoff'));
  const { job, headers } = cleaner;
  const { context, me } = await phoneAfterOneVisit(browser, testInfo, cleaner);

  await context.setOffline(true);
  await me.goto(`/dashboard/job/${job.id}`);
  await expect(me.getByText('Offline', { exact: true })).toBeVisible();

  // A photo of the finished kitchen: kept on the phone, counted against the limit, shown as waiting.
  await me.getByLabel('Your message').fill('Kitchen finished');
  await me
    .getByLabel('Photo', { exact: true })
    .setInputFiles({ name: 'kitchen.png', mimeType: 'image/png', buffer: PNG });
  await expect(me.getByTestId('photos-kept')).toHaveText('1 of 10 photos kept on this phone');
  const waitingPhoto = me.getByTestId('chat-message-waiting');
  await expect(waitingPhoto.getByRole('img', { name: 'Photo kept on this phone' })).toBeVisible();
  await expect(waitingPhoto).toContainText('Kitchen finished');

  // The client signs on the phone.
  await me.getByRole('button', { name: 'Sign off', exact: true }).click();
  const dialog = me.getByRole('dialog', { name: 'Sign off this job' });
  await dialog.getByLabel('Your full name').fill('Clara Cellar');
  await dialog.getByRole('button', { name: 'Sign with my typed name' }).click();
  await dialog.getByRole('button', { name: 'Sign off the job' }).click();
  await expect(dialog).toBeHidden();
  const signed = me.getByTestId('sign-off-waiting');
  await expect(signed).toContainText('Clara Cellar');
  await expect(signed).toContainText('Waiting to send');
  await expect(me.getByRole('button', { name: 'Sign off', exact: true })).toHaveCount(0);
  await expect(me.getByText('2 changes waiting')).toBeVisible();

  // The signal returns: the photo, then the sign-off, each once.
  await context.setOffline(false);
  await expect(me.getByText(/changes? waiting/)).toBeHidden({ timeout: 20_000 });
  await expect(me.getByTestId('sign-off-waiting')).toHaveCount(0);
  await expect(me.getByRole('log').getByRole('img', { name: 'Photo shared in the chat' })).toBeVisible();
  await expect(me.getByTestId('photos-kept')).toHaveCount(0);

  const chat = await ok<{ data: { text: string | null; imagePath: string | null }[] }>(
    await request.get(`/api/ChatBox/GetChatBoxbyJob?jobId=${job.id}`, { headers }),
  );
  expect(chat.data.map((m) => [m.text, Boolean(m.imagePath)])).toEqual([['Kitchen finished', true]]);
  const signatures = await ok<{ data: { signerName: string }[]; totalRecords: number }>(
    await request.get(`/api/JobSigned/GetJobSignedbyJob?jobId=${job.id}`, { headers }),
  );
  expect(signatures.data.map((s) => s.signerName)).toEqual(['Clara Cellar']);
  const saved = await ok<Saved>(await request.get(`/api/Job/GetJobbyId?id=${job.id}`, { headers }));
  expect(saved.stage).toBe(3);
  await context.close();
});

test('signing out with no signal warns of the waiting change, then leaves nothing on the phone and shows the sign-in screen; the session ends when the signal returns', async ({
  browser,
  request,
  api,
}, testInfo) => {
  const cleaner = await cleanerWithJob(request, await api.token('admin'), unique(testInfo, 'signout-offline'));
  const { job, headers } = cleaner;
  const { context, me } = await phoneAfterOneVisit(browser, testInfo, cleaner);

  await context.setOffline(true);
  await me.goto(`/dashboard/job/${job.id}`);
  await me.getByRole('checkbox', { name: 'Bathroom' }).check();
  await expect(me.getByText('1 change waiting')).toBeVisible();

  await me.getByLabel(`Account menu of ${cleaner.name}`).click();
  await me.getByRole('button', { name: 'Logout' }).click();
  const warning = me.getByRole('alertdialog', { name: 'Changes not sent yet' });
  await warning.getByRole('button', { name: 'Sign out and delete' }).click();
  await expect(me.getByRole('heading', { name: 'You are signed out' })).toBeVisible();
  await expect(me.getByText('Unable to logout!')).toHaveCount(0);
  await expect(me).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard');
  // No worker, no cache, no queue; the worker's cache expiry records (serwist's database, which it holds open until it
  // stops) hold nothing.
  const left = () =>
    me.evaluate(async () => {
      const records: Record<string, number> = {};
      for (const { name } of await indexedDB.databases()) {
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const open = indexedDB.open(name!);
          open.onsuccess = () => resolve(open.result);
          open.onerror = () => reject(open.error);
        });
        records[name!] = 0;
        for (const store of db.objectStoreNames)
          records[name!] += await new Promise<number>((resolve) => {
            const count = db.transaction(store).objectStore(store).count();
            count.onsuccess = () => resolve(count.result);
          });
        db.close();
      }
      return {
        workers: (await navigator.serviceWorker.getRegistrations()).length,
        caches: await caches.keys(),
        stored: Object.values(records).reduce((a, b) => a + b, 0),
        queue: 'brightside-offline' in records,
      };
    });
  const nothing = { workers: 0, caches: [], stored: 0, queue: false };
  await expect.poll(left).toEqual(nothing);

  // The signal returns: the session ends and the sign-in page is the real one; the dashboard no longer opens.
  await context.setOffline(false);
  await expect(me.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 20_000 });
  await expect(me).toHaveURL('/auth/jwt/login?returnTo=%2Fdashboard');
  await expect.poll(left).toEqual(nothing);
  await me.goto('/dashboard/app');
  await expect(me).toHaveURL(/\/auth\/jwt\/login\?returnTo=/);
  // The deleted change never reached the office.
  const saved = await ok<Saved>(await request.get(`/api/Job/GetJobbyId?id=${job.id}`, { headers }));
  expect(saved.checklist.find((c) => c.label === 'Bathroom')?.done).toBe(false);
  await context.close();
});
