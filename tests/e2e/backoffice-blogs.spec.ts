import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test } from './support/fixtures';
import { snap, unique } from './support/public';

test.use({ reducedMotion: 'reduce', storageState: roleState('admin') });
// Axe scans and a public page regenerated after the save take a while on a busy two-core machine.
test.describe.configure({ timeout: 150_000 });

/** A 1×1 PNG for the image upload. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an admin writes a post with a heading, a list and an image, publishes it, finds it on the public blog; as a draft it leaves the site; then deletes it @publishes', async ({
  page,
  expectHttpError,
}, testInfo) => {
  const title = `Spring checklist ${unique(testInfo, 'blog')}`;
  await page.goto('/dashboard/blogs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New post' })).toBeVisible();
  const editor = page.getByTestId('blog-editor');
  await expect(editor).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Category').selectOption('House Cleaning');
  await page.getByLabel('Tags').fill('spring, checklist');

  await editor.click();
  await page.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.type('Room by room');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Start at the top of the house and work down.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await page.keyboard.type('Dust the light fittings');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Wash the windows');
  await expect(editor.getByRole('heading', { name: 'Room by room' })).toBeVisible();
  await expect(editor.getByRole('listitem')).toHaveCount(2);
  // An image uploaded through the blog upload API goes in at the caret.
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Insert image' }).click();
  await page.getByLabel('Image file').setInputFiles({ name: 'ladder.png', mimeType: 'image/png', buffer: PNG });
  await page.getByLabel('Image description (for screen readers)').fill('A ladder by a clean window');
  await page.getByRole('button', { name: 'Upload and insert' }).click();
  await expect(editor.getByRole('img', { name: 'A ladder by a clean window' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'blog-form');

  // The preview shows the post in the public page's styles.
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByTestId('blog-preview');
  await expect(preview.getByRole('heading', { level: 2, name: title })).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Room by room' })).toBeVisible();
  await expect(preview.getByRole('listitem').filter({ hasText: 'Wash the windows' })).toBeVisible();
  await page.getByRole('tab', { name: 'Write' }).click();

  await page.getByRole('radio', { name: /Published/ }).check();
  await page.getByRole('button', { name: 'Create post' }).click();
  await expect(page.getByText('Post created')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/blogs\/list/);

  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row).toContainText('Published');
  await expect(page.getByRole('tab', { name: /^Published/ })).toBeVisible();
  // axe reads a snackbar that is still fading as low contrast: scan once it has gone (3 s).
  await expect(page.getByText('Post created')).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'blog-list');
  const href = await row.getByRole('link', { name: title }).getAttribute('href');
  const id = /\/dashboard\/blogs\/([0-9a-f-]{36})\/edit/.exec(href ?? '')?.[1];
  // As a draft, and once deleted, the post is a 404 on the public site.
  expectHttpError(404, `/blogs/${id}`);
  expect(id).toBeTruthy();

  // The public list and the post's page show it at once (both are rendered per request).
  const visitor = await page.context().browser()!.newContext();
  const pub = await visitor.newPage();
  await expect(async () => {
    await pub.goto('/blogs');
    await expect(pub.locator(`a[href$="/blogs/${id}"]`).first()).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await pub.goto(`/blogs/${id}`);
  await expect(pub.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(pub.getByRole('heading', { level: 2, name: 'Room by room' })).toBeVisible();
  await expect(pub.getByRole('listitem').filter({ hasText: 'Wash the windows' })).toBeVisible();
  await expect(pub.getByRole('img', { name: 'A ladder by a clean window' })).toHaveAttribute(
    'src',
    /^\/api\/files\/images\//,
  );

  // Editing opens the stored post in the editor.
  await row.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit post' })).toBeVisible();
  await expect(page.getByTestId('blog-editor').getByRole('heading', { name: 'Room by room' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(title);
  // Back to a draft, it leaves the public site.
  await page.getByRole('radio', { name: /Draft/ }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Post saved')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/blogs\/list/);
  await page.getByRole('searchbox', { name: 'Search' }).fill(title);
  await expect(page).toHaveURL(/search=/);
  await expect(row).toContainText('Draft');
  await expect(async () => expect((await pub.goto(`/blogs/${id}`))?.status()).toBe(404)).toPass({ timeout: 30_000 });

  // Deleted with a confirmation, it is gone from the office's list too.
  await row.getByRole('button', { name: `Actions for ${title}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this post?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`“${title}” deleted`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(title) })).toHaveCount(0);
  expect((await pub.goto(`/blogs/${id}`))?.status()).toBe(404);
  await visitor.close();
});

test('the mail outbox shows the acknowledgement a public enquiry sent, with its text', async ({
  page,
  request,
  baseURL,
}, testInfo) => {
  const email = `${unique(testInfo, 'mail')}@example.test`;
  const name = `Outbox ${unique(testInfo, 'name')}`;
  const sent = await request.post('/api/Enquiry/CreateEnquiry', {
    data: {
      id: randomUUID(),
      name,
      email,
      phone: '01603 555 0142',
      address: '4 Station Road, Wymondham',
      postCode: 'NR18 0JY',
      messageDescription: 'A deep clean of a two-bedroom flat, please.',
      domainName: baseURL,
    },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/dashboard/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Failed/ })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(email);
  await expect(page).toHaveURL(/search=/);
  const row = page.getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
  await expect(row).toContainText('Thank you for your enquiry');
  await expect(row).toContainText('Recorded');
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'mail-list');

  await row.getByRole('button', { name: 'Thank you for your enquiry', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Thank you for your enquiry' });
  await expect(dialog.getByTestId('mail-detail')).toContainText(email);
  await expect(dialog.getByTestId('mail-detail')).toContainText('Enquiry acknowledgement');
  await expect(dialog.locator('pre')).toContainText(name.split(' ')[0]!);
  await expect(page).toHaveURL(/open=/);
  await snap(page, testInfo, 'mail-detail');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);
});

test("an enquiry keeps its status history and the office's notes", async ({ page, request, baseURL }, testInfo) => {
  const name = `History ${unique(testInfo, 'hist')}`;
  const sent = await request.post('/api/Enquiry/CreateEnquiry', {
    data: {
      id: randomUUID(),
      name,
      email: `${unique(testInfo, 'hist')}@example.test`,
      phone: '01603 555 0177',
      address: '9 Queen Street, Norwich',
      postCode: 'NR2 4SP',
      messageDescription: 'Office cleaning twice a week.',
      domainName: baseURL,
    },
  });
  expect(sent.ok()).toBe(true);
  const id = ((await sent.json()) as { id: string }).id;

  await page.goto(`/dashboard/enquiry/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('No status changes or notes yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Mark contacted' }).click();
  const activity = page.getByTestId('enquiry-activity');
  await expect(activity).toContainText('Status set to Contacted by James Holloway');

  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Write a note')).toBeVisible();
  await page.getByLabel('Add a note').fill('Called back: they want a quote for Fridays.');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect(page.getByText('Note saved')).toBeVisible();
  await expect(activity).toContainText('Note by James Holloway');
  await expect(activity).toContainText('Called back: they want a quote for Fridays.');
  await expect(page.getByLabel('Add a note')).toHaveValue('');
  await expect(page.getByText('Note saved')).toBeHidden();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'enquiry-history');

  await page.reload();
  await expect(page.getByTestId('enquiry-activity').getByRole('listitem')).toHaveCount(2);
});
