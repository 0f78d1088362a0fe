import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test, unique } from './support/fixtures';

// Dialogs appear in place, without their slide-in (see backoffice-shell.spec.ts).
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 180_000 });

/** A cleaner of the demo company, made through the API for this run only. */
async function newCleaner(request: APIRequestContext, token: string, firstName: string, lastName: string) {
  const res = await request.post('/api/user/createUser', {
    headers: { Authorization: `Bearer ${token}` },
    data: { firstName, lastName, email: `${firstName}.${lastName}@example.test`.toLowerCase(), role: 'Cleaner' },
  });
  expect(res.status(), await res.text()).toBe(201);
  return `${firstName} ${lastName}`;
}

test.describe('a job for a team, with a checklist and candidates', () => {
  test.use({ storageState: roleState('admin') });

  test('the office plans a visit for two cleaners with a checklist, adds a free cleaner from Candidates; the second cleaner reads the client’s unread message and ticks a task on a phone; the visit shows in the week view', async ({
    page,
    pageAs,
    request,
    api,
  }, testInfo) => {
    const stamp = unique(testInfo, 'team')
      .replace(/[^a-z0-9]/gi, '')
      .slice(-24);
    const title = `Spring clean ${stamp}`;
    const description = `Alarm code with the client ${stamp}`;
    const token = await api.token('admin');
    const lead = await newCleaner(request, token, 'Tomasz', `Lead${stamp}`);
    const free = await newCleaner(request, token, 'Nadia', `Free${stamp}`);

    // The office: date, time, duration, a lead and a second cleaner, and a checklist of rooms.
    await page.goto('/dashboard/job/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New job' })).toBeVisible();
    await page.getByLabel(/^Title/).fill(title);
    await expect(
      page.getByLabel('Client', { exact: true }).locator('option', { hasText: 'Oliver Bennett' }),
    ).toHaveCount(1);
    await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Oliver Bennett' });
    await page.getByLabel('Visit date').fill('2027-03-15');
    await page.getByLabel('Start time').fill('10:00');
    await page.getByLabel('Duration (minutes)').fill('120');
    await expect(page.getByLabel('Lead cleaner').locator('option', { hasText: lead })).toHaveCount(1);
    await page.getByLabel('Lead cleaner').selectOption({ label: lead });
    await page.getByRole('group', { name: 'Also on the team' }).getByLabel('Priya Patel').check();
    await page.getByLabel('Description').fill(description);
    await page.getByLabel('Checklist').fill('Kitchen\nBathroom\nWindows inside');
    await page.getByLabel('Repeat', { exact: true }).selectOption({ label: 'Every two weeks' });
    await page.getByLabel('Number of visits').fill('2');
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Create job' }).click();
    await expect(page.getByText('Job created')).toBeVisible();
    await expect(page.getByText('2 visits created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('job-when')).toContainText('10:00–12:00');
    await expect(page.getByTestId('job-team').getByRole('listitem')).toHaveText([`${lead} (lead)`, 'Priya Patel']);
    await expect(page.getByText('0 of 3 done')).toBeVisible();
    const jobId = new URL(page.url()).pathname.split('/').pop()!;
    // The client writes on the visit's chat: the cleaner will see it as unread in their list.
    const fromClient = await request.post('/api/chatbox/createchatbox', {
      headers: { Authorization: `Bearer ${await api.token('client')}` },
      data: { jobId, text: `Please use the side door ${stamp}` },
    });
    expect(fromClient.status(), await fromClient.text()).toBe(201);

    // Candidates: the new, free cleaner is listed and joins the team.
    await page.getByRole('tab', { name: 'Candidates' }).click();
    const candidates = page.getByRole('list', { name: 'Free cleaners' });
    await expect(candidates.getByText(free)).toBeVisible();
    await expect(candidates.getByText(lead)).toHaveCount(0);
    await expect(page.getByText('Job created')).toBeHidden(); // axe measures a fading snackbar's colours half-way
    await expect(page.getByText('2 visits created')).toBeHidden();
    await expectNoA11yViolations(page);
    await candidates.getByRole('button', { name: `Add ${free} to the team` }).click();
    await expect(page.getByText(`${free} joined the team`)).toBeVisible();
    await expect(candidates.getByText(free)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Job Content' }).click();
    await expect(page.getByTestId('job-team').getByRole('listitem')).toHaveCount(3);

    // The second cleaner (the demo cleaner), on a phone: finds the visit on their list and ticks a room off.
    const cleaner = await pageAs('cleaner');
    await cleaner.setViewportSize({ width: 390, height: 844 });
    await cleaner.goto(`/dashboard/job/list?search=${encodeURIComponent(description)}`);
    const table = cleaner.getByRole('table', { name: 'Jobs' });
    await expect(table.getByRole('link', { name: title })).toHaveCount(2); // the visit and its repeat a fortnight later
    await expect(table.getByText('29 Mar 2027').filter({ visible: true })).toHaveCount(1);
    await expect(table.getByTestId('unread')).toHaveCount(1);
    await expect(table.getByRole('row', { name: /15 Mar 2027/ }).getByTestId('unread')).toContainText(
      '1 unread message',
    );
    await table
      .getByRole('row', { name: /15 Mar 2027/ })
      .getByRole('link', { name: title })
      .click();
    await expect(cleaner.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(cleaner.getByRole('tab', { name: 'Candidates' })).toHaveCount(0);
    const kitchen = cleaner.getByRole('checkbox', { name: /Kitchen/ });
    const box = await kitchen.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(20);
    await kitchen.check();
    await expect(cleaner.getByText('“Kitchen” ticked off')).toBeVisible();
    await expect(cleaner.getByText('1 of 3 done')).toBeVisible();
    await expect(cleaner.getByText('Done by Priya Patel')).toBeVisible();
    const overflow = await cleaner.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expect(cleaner.getByText('“Kitchen” ticked off')).toBeHidden();
    await expectNoA11yViolations(cleaner);

    // Their message puts the job on their Chat screen, latest first.
    const note = `Kitchen done ${stamp}`;
    await cleaner.getByLabel('Your message').fill(note);
    await cleaner.getByRole('button', { name: 'Send' }).click();
    await expect(cleaner.getByRole('log').getByText(note)).toBeVisible();
    await cleaner.goto(`/dashboard/chat?search=${encodeURIComponent(stamp)}`);
    const threads = cleaner.getByRole('table', { name: 'Chat' });
    await expect(threads.getByRole('link', { name: title })).toBeVisible();
    await expect(threads.getByText(note).filter({ visible: true })).toHaveCount(1);
    await expect(threads.getByTestId('unread')).toHaveCount(0); // opening the job's chat read the client's message
    await expectNoA11yViolations(cleaner);
    await cleaner.goto(`/dashboard/job/list?search=${encodeURIComponent(description)}`);
    await expect(table.getByRole('link', { name: title })).toHaveCount(2);
    await expect(table.getByTestId('unread')).toHaveCount(0);

    // The office sees the tick after a reload.
    await page.reload();
    await expect(page.getByText('1 of 3 done')).toBeVisible();

    // The week calendar: the visit sits on its Monday with its client and lead (columns on a desktop, a day list on a phone).
    await page.goto(`/dashboard/job/list?view=week&week=2027-03-15&search=${encodeURIComponent(description)}`);
    const monday = page.getByRole('region', { name: 'Mon 15 Mar' });
    await expect(monday.getByRole('link', { name: new RegExp(title) })).toContainText('Oliver Bennett');
    await expect(monday.getByRole('link', { name: new RegExp(title) })).toContainText(`Lead: ${lead}`);
    await expect(page.getByRole('button', { name: 'Week', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expectNoA11yViolations(page);
  });
});
