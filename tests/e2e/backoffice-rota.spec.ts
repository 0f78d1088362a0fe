// The rota planner's moves and copies, the shift form's clash warnings, and a half-day leave request on a phone.
// Desktop and phone run at once against one database: each project plans its own far-off weeks with cleaners it
// creates, so copying "last week" copies only this test's shifts.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test, unique } from './support/fixtures';

test.use({ reducedMotion: 'reduce', storageState: roleState('admin') });
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Bright-Mop-Harbour-58';

async function newCleaner(request: APIRequestContext, token: string, testInfo: TestInfo, label: string) {
  const lastName = unique(testInfo, label);
  const email = `${lastName}@example.test`;
  const res = await request.post('/api/user/createUser', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email, firstName: 'Rhona', lastName, role: 'Cleaner', password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, email, name: `Rhona ${lastName}` };
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

const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const dayLabel = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${iso}T12:00:00Z`),
  );

test('the office moves shifts by keyboard and by drag, copies last week and is warned of clashes', async ({
  page,
  request,
  api,
  expectHttpError,
}, testInfo) => {
  // A shift that clashes is refused with 409 and the warning, when created and when moved.
  expectHttpError(409, '/api/rota/createrota');
  expectHttpError(409, '/api/rota/UpdateRota');
  const desktop = testInfo.project.name === 'desktop';
  const token = await api.token('admin');
  const headers = { Authorization: `Bearer ${token}` };
  const [ana, ben] = [
    await newCleaner(request, token, testInfo, 'ana'),
    await newCleaner(request, token, testInfo, 'ben'),
  ];
  const last = desktop ? '2031-03-03' : '2032-03-01';
  const week = addDays(last, 7);
  const plan = async (cleanerId: string, date: string, startTime: string, endTime: string) =>
    expect(
      (
        await request.post('/api/rota/createrota', {
          headers,
          data: { cleanerId, date, startTime, endTime, site: `Depot ${ana.name}` },
        })
      ).status(),
    ).toBe(201);
  await plan(ana.id, last, '08:00', '12:00');
  await plan(ana.id, addDays(last, 1), '13:00', '15:00');
  await plan(ben.id, addDays(last, 1), '14:00', '16:00');

  await page.goto(`/dashboard/rota/list?week=${last}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Rota' })).toBeVisible();
  await expectNoA11yViolations(page);

  // "Move to…" with the keyboard: Monday's shift of Ana goes to Ben on Wednesday.
  const moveButton = page
    .getByRole('button', { name: `Move to…: the shift of ${ana.name}, 08:00–12:00` })
    .locator('visible=true');
  await moveButton.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move shift' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Day').selectOption(addDays(last, 2));
  await dialog.getByLabel('Cleaner').selectOption(ben.id);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: 'Move' }).press('Enter');
  await expect(page.getByText(`Shift moved to ${ben.name}, ${dayLabel(addDays(last, 2))}`)).toBeVisible();
  if (!desktop) await page.getByRole('button', { name: dayLabel(addDays(last, 2)) }).click();
  const moved = page.getByRole('link', { name: `Edit the shift of ${ben.name}, 08:00–12:00` }).locator('visible=true');
  await expect(moved).toBeVisible();
  if (desktop) await expect(page.locator(`[data-cell="${ben.id}:${addDays(last, 2)}"]`)).toContainText('08:00–12:00');

  if (desktop) {
    // Dragging onto Ben's Tuesday, where he already works: the server refuses, its message shows, the shift stays.
    const tuesday = page.getByRole('link', { name: `Edit the shift of ${ana.name}, 13:00–15:00` });
    await tuesday.dragTo(page.locator(`[data-cell="${ben.id}:${addDays(last, 1)}"]`));
    await expect(page.getByText('This cleaner already has a shift at that time')).toBeVisible();
    await expect(page.locator(`[data-cell="${ana.id}:${addDays(last, 1)}"]`)).toContainText('13:00–15:00');
    // Dropped on Ana's Thursday: moved.
    await tuesday.dragTo(page.locator(`[data-cell="${ana.id}:${addDays(last, 3)}"]`));
    await expect(page.getByText(`Shift moved to ${ana.name}, ${dayLabel(addDays(last, 3))}`)).toBeVisible();
    await expect(page.locator(`[data-cell="${ana.id}:${addDays(last, 3)}"]`)).toContainText('13:00–15:00');
    await expect(page.locator(`[data-cell="${ana.id}:${addDays(last, 1)}"]`)).not.toContainText('13:00–15:00');
  }

  // Copy last week into the next week: all three shifts are copied.
  await page.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(`/dashboard/rota/list?week=${week}`);
  await page.getByRole('button', { name: 'Copy last week' }).click();
  const confirm = page.getByRole('alertdialog', { name: "Copy last week's shifts into this week?" });
  await confirm.getByRole('button', { name: 'Copy shifts' }).click();
  await expect(page.getByText('Shifts copied: 3; skipped: 0')).toBeVisible();
  if (!desktop) await page.getByRole('button', { name: dayLabel(addDays(week, 2)) }).click();
  await expect(
    page.getByRole('link', { name: `Edit the shift of ${ben.name}, 08:00–12:00` }).locator('visible=true'),
  ).toBeVisible();
  await expect(page.getByText('Shifts copied: 3; skipped: 0')).toBeHidden();
  await expectNoA11yViolations(page);
  if (process.env.ROTA_SHOTS)
    await page.screenshot({ path: `${process.env.ROTA_SHOTS}/planner-${testInfo.project.name}.png`, fullPage: true });

  // A new shift from an empty cell (desktop) or the day's "Add a shift" (phone); the form warns before saving.
  if (desktop) {
    await page.getByRole('link', { name: `Add a shift for ${ben.name} on ${dayLabel(addDays(week, 2))}` }).click();
    await expect(page).toHaveURL(`/dashboard/rota/new?cleanerId=${ben.id}&date=${addDays(week, 2)}`);
  } else {
    await page.getByRole('link', { name: 'Add a shift' }).click();
    await expect(page).toHaveURL(`/dashboard/rota/new?date=${addDays(week, 2)}`);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'New shift' })).toBeVisible();
  await page.getByLabel('Cleaner').selectOption(ben.id);
  await page.getByLabel('Start').fill('09:00');
  await page.getByLabel('End').fill('22:00');
  await expect(
    page.getByText('This cleaner already has a shift from 08:00–12:00 that day: an overlapping shift cannot be saved.'),
  ).toBeVisible();
  await expect(page.getByText('This shift lasts 13 hours, far longer than a working day.')).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByLabel('Site').fill('Late office clean');
  if (process.env.ROTA_SHOTS)
    await page.screenshot({ path: `${process.env.ROTA_SHOTS}/form-${testInfo.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: 'Create shift' }).click();
  await expect(page.getByText('This cleaner already has a shift at that time')).toBeVisible();
  await expect(page.getByLabel('Site')).toHaveValue('Late office clean');
  if (process.env.ROTA_SHOTS) {
    await page.goto(`/dashboard/leave?view=calendar&month=${new Date().toISOString().slice(0, 7)}`);
    await expect(page.getByRole('heading', { name: /^Who is off in / })).toBeVisible();
    await page.screenshot({
      path: `${process.env.ROTA_SHOTS}/calendar-month-${testInfo.project.name}.png`,
      fullPage: true,
    });
  }
});

test('a cleaner asks for a half day off on a phone; the office sees it on the team calendar', async ({
  page,
  browser,
  request,
  api,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'a phone journey');
  const token = await api.token('admin');
  const cleaner = await newCleaner(request, token, testInfo, 'half');
  const year = new Date().getUTCFullYear();
  const day = `${year}-12-30`;
  const me = await signInAs(browser, cleaner.email, '/dashboard/leave/new');
  await expect(me.getByRole('heading', { level: 1, name: 'Request leave' })).toBeVisible();
  await me.getByLabel('First day').fill(day);
  await me.getByLabel('Last day').fill(day);
  await me.getByLabel('Half day').selectOption('am');
  await expect(me.getByText('0.5 days requested')).toBeVisible();
  await expectNoA11yViolations(me);
  await me.getByRole('button', { name: 'Send request' }).click();
  await expect(me.getByText('Leave requested')).toBeVisible();
  await expect(me).toHaveURL('/dashboard/leave');
  await expect(me.getByRole('table', { name: 'Leave' }).getByText('Morning only')).toBeVisible();

  // The office sees it pending on the team calendar, approves it, and the cleaner's days taken count the half.
  await page.goto(`/dashboard/leave?view=calendar&month=${year}-12`);
  const entry = page.getByText(`${cleaner.name} · Morning only (pending)`).locator('visible=true');
  await expect(entry).toBeVisible();
  await expectNoA11yViolations(page);
  const list = await request.post('/api/leavetaken/leavetakens', {
    headers: { Authorization: `Bearer ${token}` },
    data: { search: cleaner.name.split(' ')[1], pageSize: 10 },
  });
  const [leave] = ((await list.json()) as { data: { id: string }[] }).data;
  expect(
    (
      await request.put('/api/leavetaken/updateleavetaken', {
        headers: { Authorization: `Bearer ${token}` },
        data: { id: leave!.id, status: 'approved' },
      })
    ).status(),
  ).toBe(200);
  await page.reload();
  await expect(page.getByText(`${cleaner.name} · Morning only`, { exact: true }).locator('visible=true')).toBeVisible();
  if (process.env.ROTA_SHOTS)
    await page.screenshot({ path: `${process.env.ROTA_SHOTS}/calendar-${testInfo.project.name}.png`, fullPage: true });
  await me.reload();
  await expect(me.getByTestId('days-taken')).toHaveText('0.5');
  await me.context().close();
});
