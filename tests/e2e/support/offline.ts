// What the Cleaner's offline journeys (cleaner-offline.spec.ts) share: a Cleaner of their own on today's job, and a
// phone of theirs that has made the one visit online the app needs before the signal goes.
import { expect, type APIRequestContext, type APIResponse, type Browser, type TestInfo } from '@playwright/test';

const PASSWORD = 'Bright-Mop-Harbour-58';
const PLACE = { latitude: 51.501364, longitude: -0.14189 };
export const today = () => new Date().toISOString().slice(0, 10);

export async function ok<T>(res: APIResponse) {
  expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

export type Task = { id: string; label: string };
export type Cleaner = Awaited<ReturnType<typeof cleanerWithJob>>;

/** A Cleaner made for this test, on today's job for the demo client with three tasks. */
export async function cleanerWithJob(request: APIRequestContext, token: string, stamp: string) {
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
  const job = await ok<{ id: string; title: string; checklist: Task[] }>(
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

/**
 * The Cleaner's phone after one visit online: signed in, the day open, the worker installed, and the job's page and
 * reads fetched by it. The caller turns the signal off (`context.setOffline(true)`) and closes the context.
 */
export async function phoneAfterOneVisit(browser: Browser, testInfo: TestInfo, cleaner: Cleaner) {
  const context = await browser.newContext({
    ...testInfo.project.use,
    storageState: undefined,
    serviceWorkers: 'allow',
    permissions: ['geolocation'],
    geolocation: PLACE,
  });
  const me = await context.newPage();
  await me.goto('/auth/jwt/login?returnTo=%2Fdashboard%2Fapp');
  await me.getByLabel('Email address').fill(cleaner.email);
  await me.getByLabel('Password').fill(PASSWORD);
  await me.getByRole('button', { name: 'Login' }).click();
  await expect(me).toHaveURL('/dashboard/app');
  await expect(me.getByText(cleaner.job.title)).toBeVisible();
  const warmed = (path: string, cache: string) =>
    me.evaluate(async ([p, c]) => Boolean(await (await caches.open(c!)).match(p!)), [path, cache]);
  const { id } = cleaner.job;
  for (const [path, cache] of [
    [`/dashboard/job/${id}`, 'cleaner-pages'],
    ['/dashboard/clocking', 'cleaner-pages'],
    [`/api/Job/GetJobbyId?id=${id}`, 'cleaner-data'],
    [`/api/ChatBox/GetChatBoxbyJob?jobId=${id}`, 'cleaner-data'],
  ] as const)
    await expect.poll(() => warmed(path, cache), { timeout: 30_000 }).toBe(true);
  // The worker controls the pages opened from now on (it never takes over an open page: issue 39, updates).
  await me.evaluate(async () => void (await navigator.serviceWorker.ready));
  return { context, me };
}
