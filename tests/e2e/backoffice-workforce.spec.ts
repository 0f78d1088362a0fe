// The workforce journeys: a cleaner clocks in and out with the browser's position (and once without it), the office
// sees the records with their places and flags; a cleaner requests leave and an administrator approves it.
// Journeys run in parallel at desktop and phone against one database and the API allows one open clock record per
// person, so each test creates its own cleaner (unique name and e-mail) instead of using the demo cleaner.
import type { APIRequestContext, Browser, BrowserContextOptions, Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test, unique } from './support/fixtures';

// Dialogs appear in place, without their slide-in (see backoffice-shell.spec.ts).
test.use({ reducedMotion: 'reduce' });

test.use({ storageState: roleState('admin') });
// Long journeys (two people, several screens, axe on each) on a shared two-core machine: more than the default 45 s.
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Bright-Mop-Harbour-58';
const PLACE = { latitude: 51.501364, longitude: -0.14189 };

/** A fresh Cleaner of the demo company, created through the API by the demo Administrator. */
async function newCleaner(request: APIRequestContext, adminToken: string, testInfo: TestInfo, label: string) {
  const lastName = unique(testInfo, label);
  const email = `${lastName}@example.test`;
  const res = await request.post('/api/user/createUser', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { email, firstName: 'Wendy', lastName, role: 'Cleaner', password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, email, name: `Wendy ${lastName}`, lastName };
}

/** The cleaner's own browser (signed in through the form: a new account has no saved session). */
async function signInAs(
  browser: Browser,
  email: string,
  returnTo: string,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context = await browser.newContext({ ...test.info().project.use, storageState: undefined, ...options });
  const page = await context.newPage();
  await page.goto(`/auth/jwt/login?returnTo=${encodeURIComponent(returnTo)}`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(returnTo);
  return page;
}

const today = () => new Date().toISOString().slice(0, 10);

test('a cleaner clocks in and out with their position, and without it; the office sees places and flags', async ({
  page,
  browser,
  request,
  api,
  expectHttpError,
}, testInfo) => {
  expectHttpError(409, '/api/ClockInAndOut/UpdateClockInAndOut'); // the second tab's clock-out, after the first's
  const cleaner = await newCleaner(request, await api.token('admin'), testInfo, 'clock');
  const me = await signInAs(browser, cleaner.email, '/dashboard/clocking', {
    permissions: ['geolocation'],
    geolocation: PLACE,
  });

  await expect(me.getByRole('heading', { level: 1, name: 'Clock in and out' })).toBeVisible();
  await expect(me.getByRole('heading', { name: 'You are clocked out' })).toBeVisible();
  await expect(me.getByText('Time now')).toBeVisible();
  await expectNoA11yViolations(me);

  await me.getByRole('button', { name: 'Clock in' }).click();
  await expect(me.getByText(/^Clocked in at \d\d:\d\d$/)).toBeVisible();
  await expect(me.getByRole('heading', { name: /^You are clocked in since \d\d:\d\d$/ })).toBeVisible();
  await expect(me.getByRole('link', { name: /Open 51\.50136, -0\.14189 on a map/ })).toBeVisible();
  // axe after the snackbar has gone: a toast fading out is half transparent, which axe reads as low contrast.
  await expect(me.getByText(/^Clocked in at \d\d:\d\d$/)).toBeHidden();
  await expectNoA11yViolations(me);
  if (process.env.WORKFORCE_SHOTS)
    await me.screenshot({ path: `${process.env.WORKFORCE_SHOTS}/clock-${testInfo.project.name}.png`, fullPage: true });

  await me.getByRole('button', { name: 'Clock out' }).click();
  await expect(me.getByText(/^Clocked out at \d\d:\d\d$/)).toBeVisible();
  await expect(me.getByRole('heading', { name: 'You are clocked out' })).toBeVisible();

  // The position refused: the clock still works and the record is flagged for the office.
  await me.context().clearPermissions();
  await me.getByRole('button', { name: 'Clock in' }).click();
  // Chromium refuses a position it was not granted (or, at worst, times out): either way the record is flagged.
  await expect(
    me.getByText(
      /^(Location permission was refused|Your position could not be found): the record is flagged for the office\.$/,
    ),
  ).toBeVisible({ timeout: 20_000 });
  await expect(me.getByRole('heading', { name: /You are clocked in since/ })).toBeVisible();
  await expect(me.getByText('No position at clock-in')).toBeVisible();

  // A second tab of the same person still shows "Clock out" after the first clocked out: the server refuses, and its
  // message shows in a snackbar.
  const other = await me.context().newPage();
  await other.goto('/dashboard/clocking');
  await expect(other.getByRole('heading', { name: /You are clocked in since/ })).toBeVisible();
  await me.getByRole('button', { name: 'Clock out' }).click();
  await expect(me.getByRole('heading', { name: 'You are clocked out' })).toBeVisible();
  await other.getByRole('button', { name: 'Clock out' }).click();
  await expect(other.getByText('You have already clocked out')).toBeVisible({ timeout: 20_000 });

  // The office: the person's records for today, with the place linking to a map and the flags.
  await page.goto(`/dashboard/clocking/${cleaner.id}?startDate=${today()}&endDate=${today()}`);
  await expect(page.getByRole('heading', { level: 1, name: `Clock records: ${cleaner.name}` })).toBeVisible();
  const table = page.getByRole('table', { name: `Clock records: ${cleaner.name}` });
  await expect(table.getByRole('row')).toHaveCount(3);
  if (testInfo.project.name === 'desktop') {
    await expect(table.getByRole('link', { name: /Open 51\.50136, -0\.14189 on a map/ }).first()).toHaveAttribute(
      'href',
      /openstreetmap\.org\/\?mlat=51\.50136&mlon=-0\.14189/,
    );
  }
  await expect(table.getByText('No position at clock-in')).toBeVisible();
  await expectNoA11yViolations(page);
  await me.context().close();

  // The week's timesheet: approving other hours than worked needs a reason; the approved week downloads as CSV.
  await page.goto(`/dashboard/timesheet?search=${encodeURIComponent(cleaner.lastName)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Timesheets' })).toBeVisible();
  await expect(page.getByText(cleaner.name)).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: `Actions for the timesheet of ${cleaner.name}` }).click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Approve the week of ${cleaner.name}` });
  await dialog.getByLabel('Approved hours').fill('7.5');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Give a reason for correcting the hours')).toBeVisible();
  await dialog.getByLabel('Reason for a correction').fill('Travel between sites');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Week of ${cleaner.name} approved`)).toBeVisible();
  await expect(page.getByRole('table').getByText('Approved', { exact: true })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export approved (CSV)' }).click();
  const csv = await (await download).createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  });
  expect(csv.startsWith('\uFEFFCleaner,Date,Planned hours,Worked hours,Approved hours,Notes\r\n')).toBe(true);
  const mine = csv.split('\r\n').filter((line) => line.startsWith(cleaner.name));
  expect(mine).toHaveLength(8);
  expect(mine[7]).toMatch(
    new RegExp(
      `^${cleaner.name} total,\\d\\d/\\d\\d/\\d{4} to \\d\\d/\\d\\d/\\d{4},0\\.00,0\\.\\d\\d,7\\.50,Travel between sites$`,
    ),
  );
});

test('the office sees who is clocked in now', async ({ page, browser, request, api }, testInfo) => {
  const cleaner = await newCleaner(request, await api.token('admin'), testInfo, 'now');
  const me = await signInAs(browser, cleaner.email, '/dashboard/clocking', {
    permissions: ['geolocation'],
    geolocation: PLACE,
  });
  await me.getByRole('button', { name: 'Clock in' }).click();
  await expect(me.getByRole('heading', { name: /You are clocked in since/ })).toBeVisible();

  await page.goto(`/dashboard/clocking?search=${encodeURIComponent(cleaner.lastName)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Clocked in now' })).toBeVisible();
  await expect(page.getByRole('link', { name: cleaner.name })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('link', { name: cleaner.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Clock records: ${cleaner.name}` })).toBeVisible();
  await expect(page.getByText('Still in')).toBeVisible();

  await me.getByRole('button', { name: 'Clock out' }).click();
  await expect(me.getByRole('heading', { name: 'You are clocked out' })).toBeVisible();
  await me.context().close();
});

test('a cleaner requests leave and an administrator approves it', async ({ page, browser, request, api }, testInfo) => {
  const cleaner = await newCleaner(request, await api.token('admin'), testInfo, 'leave');
  const me = await signInAs(browser, cleaner.email, '/dashboard/leave');
  await expect(me.getByRole('heading', { level: 1, name: 'Leave' })).toBeVisible();
  await expectNoA11yViolations(me);
  await me.getByRole('link', { name: 'Request leave' }).click();
  await expect(me.getByRole('heading', { level: 1, name: 'Request leave' })).toBeVisible();

  // A failed save keeps what was typed: the last day before the first is refused on its field.
  await me.getByLabel('Type of leave').selectOption('annual');
  await me.getByLabel('First day').fill('2027-03-10');
  await me.getByLabel('Last day').fill('2027-03-08');
  await me.getByLabel('Reason').fill(`Family wedding ${cleaner.lastName}`);
  await me.getByRole('button', { name: 'Send request' }).click();
  await expect(me.getByText('End date must be on or after the start date')).toBeVisible();
  await expect(me.getByLabel('Reason')).toHaveValue(`Family wedding ${cleaner.lastName}`);
  await me.getByLabel('Last day').fill('2027-03-12');
  await expect(me.getByText('3 days requested')).toBeVisible();
  await expectNoA11yViolations(me);
  await me.getByRole('button', { name: 'Send request' }).click();
  await expect(me.getByText('Leave requested')).toBeVisible();
  await expect(me).toHaveURL('/dashboard/leave');
  await expect(me.getByRole('table', { name: 'Leave' }).getByText('Pending')).toBeVisible();

  await page.goto(`/dashboard/leave?search=${encodeURIComponent(cleaner.lastName)}`);
  await expect(page.getByRole('link', { name: cleaner.name })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: `Actions for the leave of ${cleaner.name}` }).click();
  await page.getByRole('menuitem', { name: 'Approve' }).click();
  await expect(page.getByText(`Leave of ${cleaner.name} approved`)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Leave' }).getByText('Approved')).toBeVisible();

  // The person's history, from the office and from the cleaner.
  await page.getByRole('link', { name: cleaner.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Leave history: ${cleaner.name}` })).toBeVisible();
  await expect(page.getByText(`Leave of ${cleaner.name} approved`)).toBeHidden();
  await expectNoA11yViolations(page);
  await me.reload();
  await expect(me.getByRole('table', { name: 'Leave' }).getByText('Approved')).toBeVisible();
  await me.context().close();
});

test('the office plans a shift from the week planner and sees it in the week', async ({
  page,
  request,
  api,
}, testInfo) => {
  const cleaner = await newCleaner(request, await api.token('admin'), testInfo, 'rota');
  const site = `Library ${cleaner.lastName}`;
  // Next Monday (UTC): a week of its own for this cleaner.
  const now = new Date();
  const monday = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + ((8 - now.getUTCDay()) % 7 || 7)),
  )
    .toISOString()
    .slice(0, 10);
  await page.goto(`/dashboard/rota/list?week=${monday}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rota' })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.goto(`/dashboard/rota/new?cleanerId=${cleaner.id}&date=${monday}`);
  await expect(page.getByRole('heading', { level: 1, name: 'New shift' })).toBeVisible();
  await page.getByLabel('Cleaner').selectOption(cleaner.id);
  await page.getByLabel('Start').fill('07:30');
  await page.getByLabel('End').fill('11:00');
  await page.getByRole('button', { name: 'Create shift' }).click();
  await expect(page.getByText('Choose a job or enter a site')).toBeVisible();
  await page.getByLabel('Site').fill(site);
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: 'Create shift' }).click();
  await expect(page.getByText('Shift created')).toBeVisible();
  await expect(page).toHaveURL(`/dashboard/rota/list?week=${monday}`);
  const block = page
    .getByRole('link', { name: `Edit the shift of ${cleaner.name}, 07:30–11:00` })
    .locator('visible=true');
  await expect(block).toContainText(site);
  await expect(page.getByText('Shift created')).toBeHidden();
  await expectNoA11yViolations(page);

  // Approved leave over the shift: the planner flags it.
  const headers = { Authorization: `Bearer ${await api.token('admin')}` };
  const leave = await request.post('/api/leavetaken/createleavetaken', {
    headers,
    data: { type: 'annual', startDate: monday, endDate: monday, userId: cleaner.id },
  });
  expect(leave.status()).toBe(201);
  const approved = await request.put('/api/leavetaken/updateleavetaken', {
    headers,
    data: { id: ((await leave.json()) as { id: string }).id, status: 'approved' },
  });
  expect(approved.status()).toBe(200);
  await page.reload();
  await expect(block).toContainText('On leave');
  if (process.env.WORKFORCE_SHOTS)
    await page.screenshot({ path: `${process.env.WORKFORCE_SHOTS}/rota-${testInfo.project.name}.png`, fullPage: true });
});

const londonToday = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' });

test('a clock-in far from the job’s site is flagged for the office, not refused', async ({
  page,
  browser,
  request,
  api,
}, testInfo) => {
  const token = await api.token('admin');
  const cleaner = await newCleaner(request, token, testInfo, 'far');
  // Today's job for the cleaner, its site set through the API ~2.2 km north of where the phone says it is.
  const job = await request.post('/api/job/createjob', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: unique(testInfo, 'far-job'),
      location: 'No post code',
      teamIds: [cleaner.id],
      scheduledDate: londonToday(),
      siteLatitude: PLACE.latitude + 0.02,
      siteLongitude: PLACE.longitude,
    },
  });
  expect(job.status()).toBe(201);
  const me = await signInAs(browser, cleaner.email, '/dashboard/clocking', { permissions: ['geolocation'] });
  await me.context().setGeolocation(PLACE);
  await me.getByRole('button', { name: 'Clock in' }).click();
  await expect(me.getByRole('heading', { name: /^You are clocked in since/ })).toBeVisible();

  await page.goto(`/dashboard/clocking?search=${cleaner.lastName}`);
  const row = page.getByRole('row', { name: new RegExp(cleaner.lastName) });
  await expect(row.getByText('Far from site at clock-in (2.2 km)')).toBeVisible();
  await me.context().close();
});

test('the office adds a missing time entry and sees it in the cleaner’s week', async ({
  page,
  request,
  api,
}, testInfo) => {
  const cleaner = await newCleaner(request, await api.token('admin'), testInfo, 'entry');
  await page.goto('/dashboard/timesheet?week=2026-01-05');
  await page.getByRole('link', { name: 'New entry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New entry' })).toBeVisible();
  // From the week screen the form opens with the cleaner chosen (?userId=), as a new cleaner may be past the first 100.
  await page.goto(`/dashboard/timesheet/new?userId=${cleaner.id}`);
  await expect(page.getByLabel('Cleaner')).toHaveValue(cleaner.id);
  await expectNoA11yViolations(page);
  await page.getByRole('textbox', { name: 'Date', exact: true }).fill('2026-01-06');
  await page.getByLabel('Clock in').fill('12:30');
  await page.getByLabel('Clock out').fill('09:00');
  // Leaving the field shows its error (the form checks touched fields), which moves the button: blur first.
  await page.getByLabel('Clock out').blur();
  await expect(page.getByText('Clock-out must be after clock-in')).toBeVisible();
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page.getByText('Give the reason for the entry')).toBeVisible();
  await page.getByLabel('Clock in').fill('09:00');
  await page.getByLabel('Clock out').fill('12:30');
  await page.getByLabel('Reason').fill('Phone battery died');
  await page.getByRole('button', { name: 'Add entry' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/timesheet/${cleaner.id}_2026-01-05/edit$`));
  await expect(page.getByRole('heading', { level: 1, name: `Week of ${cleaner.name}` })).toBeVisible();
  const tuesday = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /Tuesday/ }) });
  await expect(tuesday.getByText('09:00–12:30')).toBeVisible();
  await expect(tuesday.getByText('Entered by the office', { exact: true })).toBeVisible();
  await expect(tuesday.getByText('Planned 0.00 h · worked 3.50 h')).toBeVisible();
  // The snackbar first shows, then hides (3 s): axe on a snackbar still fading in reports its contrast.
  await expect(page.getByText('Time entry added')).toBeVisible();
  await expect(page.getByText('Time entry added')).toBeHidden();
  await expectNoA11yViolations(page);
  if (process.env.WORKFORCE_SHOTS)
    await page.screenshot({ path: `${process.env.WORKFORCE_SHOTS}/week-${testInfo.project.name}.png`, fullPage: true });
});
