// Issue 37 at both sizes: a Cleaner connects their own calendar on the profile screen (served by this test on
// 127.0.0.1, which the e2e server may read through its test-only AVAILABILITY_FETCH_ALLOW_LOOPBACK); a visitor's
// booking no longer offers the busy time; a second calendar with an event over a booked visit shows as a conflict on
// the office's overview and rota; the office removes it on the cleaner's page and the conflict goes.
// Each run creates its own cleaner, on a weekend day far ahead that no other journey plans (one day per project).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test, unique } from './support/fixtures';
import { cardOf, expectNoSidewaysScroll, shot } from './support/page';

test.use({ storageState: roleState('admin'), reducedMotion: 'reduce' });
test.describe.configure({ timeout: 240_000 });

const PASSWORD = 'Bright-Mop-Harbour-58';
const BOOKING = {
  postcode: 'NR2 2RA',
  service: 'office',
  size: { hours: 2, cleaners: 1 },
  extras: {},
  frequency: 'one-off',
};

const calendars = new Map<string, string>();
let host: Server;
let base = '';

test.beforeAll(async () => {
  host = createServer((req, res) => {
    const body = calendars.get(req.url ?? '');
    if (!body) return res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => host.close(() => resolve())));

/** An iCalendar with events on the London clock (TZID with its VTIMEZONE left out, as iCloud does). */
function ics(name: string, date: string, events: [string, string][]) {
  const d = date.replace(/-/g, '');
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//e2e//EN', `X-WR-CALNAME:${name}`];
  events.forEach(([from, to], i) =>
    lines.push(
      'BEGIN:VEVENT',
      `UID:${name}-${i}-${d}@e2e`,
      'DTSTAMP:20260101T000000Z',
      `DTSTART;TZID=Europe/London:${d}T${from.replace(':', '')}00`,
      `DTEND;TZID=Europe/London:${d}T${to.replace(':', '')}00`,
      'SUMMARY:Private',
      'END:VEVENT',
    ),
  );
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

async function ok<T>(res: Awaited<ReturnType<APIRequestContext['post']>>) {
  expect(res.ok(), `${res.url()} ${res.status()} ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function signInAs(browser: Browser, email: string, returnTo: string): Promise<Page> {
  const context = await browser.newContext({
    ...test.info().project.use,
    storageState: undefined,
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(returnTo);
  return page;
}

const slotsOn = async (request: APIRequestContext, date: string) =>
  (
    await ok<{ days: { times: string[] }[] }>(
      await request.post('/api/booking/slots', { data: { ...BOOKING, from: date, days: 1 } }),
    )
  ).days[0]!.times;

test("a Cleaner's own calendar blocks their time, and a clash with a booked visit reaches the office", async ({
  browser,
  page,
  request,
  api,
}, testInfo) => {
  const phone = testInfo.project.name.startsWith('phone');
  // A weekend day about seven weeks ahead: the demo cleaners' seeded rota covers weekdays only, so this run's cleaner
  // is the only one on shift and busy time shows in the visitor's slots (Saturday on desktop, Sunday on the phone).
  const ahead = new Date(Date.now() + 45 * 86_400_000);
  ahead.setUTCDate(ahead.getUTCDate() + ((6 - ahead.getUTCDay() + 7) % 7) + (phone ? 1 : 0));
  const date = ahead.toISOString().slice(0, 10);
  const headers = { Authorization: `Bearer ${await api.token('admin')}` };
  const lastName = unique(testInfo, 'avail').replace(/[^a-z0-9]/gi, '');
  const email = `${lastName}@example.test`;
  const cleaner = await ok<{ id: string }>(
    await request.post('/api/user/createUser', {
      headers,
      data: { email, firstName: 'Ines', lastName, role: 'Cleaner', password: PASSWORD },
    }),
  );
  const shift = await request.post('/api/rota/createrota', {
    headers,
    data: { cleanerId: cleaner.id, date, startTime: '08:00', endTime: '18:00', site: 'Availability journey' },
  });
  expect(shift.status(), await shift.text()).toBe(201);
  expect(await slotsOn(request, date)).toContain('10:00');

  // The cleaner connects their family calendar: a dentist's appointment from 10:00 to 11:00 that day.
  calendars.set(`/${lastName}/family.ics`, ics('Family', date, [['10:00', '11:00']]));
  const me = await signInAs(browser, email, '/dashboard/user/profile');
  const card = cardOf(me, 'My own calendars');
  await expect(card.getByText('No calendar connected yet.', { exact: true })).toBeVisible();
  await card.getByLabel('Calendar address').fill(`${base}/${lastName}/family.ics`);
  await card.getByRole('button', { name: 'Connect calendar' }).click();
  await expect(me.getByText('Calendar connected', { exact: true })).toBeVisible();
  const row = card.getByTestId('own-calendar').filter({ hasText: 'Family' });
  await expect(row.getByTestId('busy-count')).toHaveText('1 busy time in the next 8 weeks');
  // The address is shown masked: never the path that opens the calendar.
  await expect(row).not.toContainText('family.ics');
  await expectNoSidewaysScroll(me);
  await shot(me, testInfo, 'own-calendars');
  // The snackbar first: axe reads it half faded (as the calendar feed's journey found).
  await expect(me.getByText('Calendar connected', { exact: true })).toBeHidden();
  await expectNoA11yViolations(me);

  // A visitor is no longer offered that time (nor the half hour's travel either side); the afternoon stays.
  const times = await slotsOn(request, date);
  for (const gone of ['09:00', '10:00', '10:30']) expect(times).not.toContain(gone);
  expect(times).toContain('14:00');

  // The office books a visit at 15:00; then the cleaner connects their work calendar with a shift over it.
  const title = `Availability visit ${lastName}`;
  const clients = await ok<{ data: { id: string; email: string }[] }>(
    await request.post('/api/user/users', { headers, data: { role: 'Client', search: 'client@demo.cleaning.test' } }),
  );
  await ok(
    await request.post('/api/job/createjob', {
      headers,
      data: {
        title,
        userClientId: clients.data.find((u) => u.email === 'client@demo.cleaning.test')!.id,
        teamIds: [cleaner.id],
        scheduledDate: date,
        startTime: '15:00',
        durationMinutes: 60,
      },
    }),
  );
  calendars.set(`/${lastName}/work.ics`, ics('Bar work', date, [['15:30', '19:00']]));
  await card.getByLabel('Calendar address').fill(`${base}/${lastName}/work.ics`);
  await card.getByRole('button', { name: 'Connect calendar' }).click();
  await expect(card.getByTestId('own-calendar').filter({ hasText: 'Bar work' })).toBeVisible();
  await me.context().close();

  // The office sees the clash on its overview and on the rota: the cleaner, the visit and the time.
  await page.goto('/dashboard/app');
  const clash = page.getByTestId('conflicts').getByRole('listitem').filter({ hasText: title });
  await expect(clash).toContainText(`Ines ${lastName}`);
  await expect(clash).toContainText('15:00–16:00: busy 15:30–16:00');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await page.goto('/dashboard/rota/list');
  await expect(page.getByTestId('conflicts').getByRole('listitem').filter({ hasText: title })).toBeVisible();

  // On the cleaner's page the office removes the work calendar: the clash is gone at once.
  await page.goto(`/dashboard/user/${cleaner.id}/edit`);
  const office = cardOf(page, 'Own calendars');
  await office.getByRole('button', { name: 'Remove Bar work' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Remove this calendar?' });
  await expect(dialog).toContainText('The busy times of “Bar work” stop blocking bookings at once.');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Calendar removed: its busy times no longer count')).toBeVisible();
  await expect(office.getByTestId('own-calendar')).toHaveCount(1);
  await shot(page, testInfo, 'office-calendars');
  await page.goto('/dashboard/app');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('conflicts').getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
});
