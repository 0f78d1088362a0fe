import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { expectNoA11yViolations } from './support/a11y';
import { roleState } from './support/auth';
import { expect, test, unique } from './support/fixtures';

/** A 1×1 PNG: what the chat's upload checks is the file's content, not its size. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

// Dialogs appear in place, without their slide-in (see backoffice-shell.spec.ts).
test.use({ reducedMotion: 'reduce' });

async function pdfText(bytes: Uint8Array) {
  return (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Finds our own job in the list by its unique description and opens it. */
async function openJobFromList(page: Page, description: string, title: string) {
  await page.goto('/dashboard/job/list');
  await expect(page.getByRole('table', { name: 'Jobs' })).toBeVisible();
  await page.getByRole('searchbox').fill(description);
  await expect(page).toHaveURL(/search=/);
  const link = page.getByRole('table', { name: 'Jobs' }).getByRole('link', { name: title });
  await expect(link).toHaveCount(1);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test.describe.configure({ timeout: 180_000 });

test.describe('jobs, chat and sign-off across roles', () => {
  test.use({ storageState: roleState('admin') });

  test('the office creates a job, the cleaner and the client see it and talk in its chat, the client signs it off', async ({
    page,
    pageAs,
  }, testInfo) => {
    const stamp = unique(testInfo, 'job').replace(/[^a-z0-9]/gi, '');
    const title = `Deep clean ${stamp}`;
    const description = `Keys with the neighbour ${stamp}`;

    // The office: a new job for the demo client, done by the demo cleaner.
    await page.goto('/dashboard/job/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Jobs' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Completed/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    await page.getByRole('link', { name: 'New job' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New job' })).toBeVisible();
    await page.getByRole('button', { name: 'Create job' }).click();
    await expect(page.getByText('Title is required')).toBeVisible();
    await page.getByLabel(/^Title/).fill(title);
    await expect(
      page.getByLabel('Client', { exact: true }).locator('option', { hasText: 'Oliver Bennett' }),
    ).toHaveCount(1);
    await page.getByLabel('Client', { exact: true }).selectOption({ label: 'Oliver Bennett' });
    await page.getByLabel('Lead cleaner', { exact: true }).selectOption({ label: 'Priya Patel' });
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'House Cleaning' });
    await page.getByLabel('Address').fill('12 Mill Lane, Hethersett');
    await page.getByLabel('Description').fill(description);
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Create job' }).click();
    await expect(page.getByText('Job created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // Found again through the list's search, then its chat.
    await openJobFromList(page, description, title);
    await expect(page.getByTestId('job-description')).toHaveText(description);
    const officeText = `Please bring the ladder ${stamp}`;
    await page.getByLabel('Your message').fill(officeText);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('log').getByText(officeText)).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);

    // The cleaner on the job sees it on their list and in the chat, and answers.
    const cleaner = await pageAs('cleaner');
    await openJobFromList(cleaner, description, title);
    await expect(cleaner.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await expect(cleaner.getByRole('log').getByText(officeText)).toBeVisible();
    const cleanerText = `Ladder packed ${stamp}`;
    await cleaner.getByLabel('Your message').fill(cleanerText);
    await cleaner.getByRole('button', { name: 'Send' }).click();
    await expect(cleaner.getByRole('log').getByText(cleanerText)).toBeVisible();
    // A photo from the phone, with what was typed as its caption.
    const caption = `Back door done ${stamp}`;
    await cleaner.getByLabel('Your message').fill(caption);
    await cleaner
      .getByLabel('Photo', { exact: true })
      .setInputFiles({ name: 'door.png', mimeType: 'image/png', buffer: PNG });
    await expect(cleaner.getByText('Photo sent')).toBeVisible();
    const photo = cleaner
      .getByRole('log')
      .getByRole('listitem')
      .filter({ hasText: caption })
      .getByRole('img', { name: 'Photo shared in the chat' });
    await expect(photo).toBeVisible();
    // axe reads a snackbar that is still fading as low contrast: scan once it has gone (3 s).
    await expect(cleaner.getByText('Photo sent')).toBeHidden();
    await expectNoA11yViolations(cleaner);

    // The office sees the answer without reloading (polling).
    await page.bringToFront();
    await expect(page.getByRole('log').getByText(cleanerText)).toBeVisible({ timeout: 15_000 });

    // The client sees their job and the whole thread, then signs it off.
    const client = await pageAs('client');
    await openJobFromList(client, description, title);
    await expect(client.getByRole('log').getByText(cleanerText)).toBeVisible();
    await expect(
      client
        .getByRole('log')
        .getByRole('listitem')
        .filter({ hasText: caption })
        .getByRole('img', { name: 'Photo shared in the chat' }),
    ).toBeVisible();
    await expectNoA11yViolations(client);
    await client.getByRole('button', { name: 'Sign off' }).click();
    const dialog = client.getByRole('dialog', { name: 'Sign off this job' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(/Your full name/).fill('Oliver Bennett');
    await dialog.getByRole('button', { name: 'Sign with my typed name' }).click();
    await expectNoA11yViolations(client);
    await dialog.getByRole('button', { name: 'Sign off the job' }).click();
    await expect(client.getByText('Thank you: the job is signed off and completed')).toBeVisible();
    await expect(client.getByRole('heading', { name: 'Client sign-off' })).toBeVisible();
    await expect(client.getByRole('img', { name: 'Signature of Oliver Bennett' })).toBeVisible();

    // Back at the office, the job is in the Completed tab.
    await page.goto(`/dashboard/job/list?stage=3&search=${encodeURIComponent(description)}`);
    await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('link', { name: title })).toBeVisible();
  });
});

test.describe('invoices', () => {
  test.use({ storageState: roleState('admin') });

  test('an invoice made in the form keeps what was typed when refused, shows as Overdue once sent late, downloads as a PDF, and its client sees it; another turns Overdue as the clock passes its due time and is marked paid', async ({
    page,
    pageAs,
    request,
    api,
  }, testInfo) => {
    const number = `E2E-${unique(testInfo, 'inv')
      .replace(/[^a-z0-9]/gi, '')
      .slice(-30)}`;
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    await page.goto('/dashboard/invoice/list');
    await page.getByRole('link', { name: 'New invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
    const account = page.getByLabel('Client account');
    await account.selectOption(
      (await account.locator('option', { hasText: 'client@demo.cleaning.test' }).getAttribute('value'))!,
    );
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Oliver Bennett'); // filled from the account
    await page.getByRole('textbox', { name: 'Item', exact: true }).fill('Spring clean');
    await page.getByRole('spinbutton', { name: 'Qty' }).fill('2');
    await page.getByRole('spinbutton', { name: 'Unit price' }).fill('1234.5');
    await page.getByRole('textbox', { name: 'Invoice number' }).fill(number);
    await page.getByRole('textbox', { name: 'Created' }).fill(day(-30));
    await page.getByRole('textbox', { name: 'Due', exact: true }).fill(day(-31));
    await page.getByRole('spinbutton', { name: 'VAT' }).fill('20');
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByText('The due date must be after the creation date')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Item', exact: true })).toHaveValue('Spring clean');
    await expectNoA11yViolations(page);
    await page.getByRole('textbox', { name: 'Due', exact: true }).fill(day(-15));
    await page.getByRole('button', { name: 'Create invoice' }).click();
    await expect(page.getByText('Invoice created')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as sent' }).click();
    await expect(page.getByText('The invoice is marked as sent')).toBeVisible();

    await page.goto('/dashboard/invoice/list');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Overdue/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('searchbox').fill(number);
    const table = page.getByRole('table', { name: 'Invoices' });
    await expect(table.getByRole('link', { name: number })).toHaveCount(1);
    await expect(table.getByRole('row', { name: new RegExp(number) }).getByText('Overdue')).toBeVisible();
    await table.getByRole('link', { name: number }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    await expect(page.getByTestId('invoice-total')).toHaveText('£2,489.00');
    await expectNoSidewaysScroll(page);
    await expectNoA11yViolations(page);
    // The PDF is made on the server: a download named after the number, with the number and the client in its text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const text = await pdfText(await readFile(await download.path()));
    expect(text).toContain(number);
    expect(text).toContain('Oliver Bennett');
    expect(text).toContain('£2,489.00');

    const client = await pageAs('client');
    await client.goto(`/dashboard/invoice/list?search=${encodeURIComponent(number)}`);
    await expect(client.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: number })).toBeVisible();
    await expectNoA11yViolations(client);

    // Another invoice, due in ten minutes: the open screen turns Overdue once the browser's clock passes the due time.
    const due = new Date(Date.now() + 10 * 60_000).toISOString();
    const res = await request.post('/api/invoice/createinvoice', {
      headers: { Authorization: `Bearer ${await api.token('admin')}` },
      data: {
        invoiceNumber: `${number}-B`,
        status: 1,
        dueDate: due,
        invoiceTo: { name: 'Oliver Bennett' },
        items: [{ title: 'Window clean', quantity: 1, price: 40 }],
      },
    });
    expect(res.status()).toBe(201);
    const later = (await res.json()) as { id: string; invoiceNumber: string };
    await page.clock.install();
    await page.goto(`/dashboard/invoice/${later.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${later.invoiceNumber}` })).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await page.clock.fastForward('15:00');
    await expect(page.getByText('Overdue', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Mark as paid' }).click();
    await expect(page.getByText('The invoice is marked as paid')).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  });
});
