import type { APIRequestContext } from '@playwright/test';
import { expectNoA11yViolations } from './support/a11y';
import { DEMO, roleState } from './support/auth';
import { expect, test, unique } from './support/fixtures';
import { snap } from './support/public';
import { expectNoSidewaysScroll } from './support/page';

// Issue 29 item 2: a Client pays an invoice through the built-in test provider and the office sees it paid; a failed
// payment first changes nothing. Each run pays an invoice of its own, under a unique number.
test.use({ reducedMotion: 'reduce', storageState: roleState('client') });
test.describe.configure({ timeout: 120_000 });

async function invoiceForDemoClient(request: APIRequestContext, token: string, invoiceNumber: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const users = await request.post('/api/user/users', {
    headers,
    data: { pageNumber: 1, pageSize: 10, search: DEMO.client },
  });
  const client = ((await users.json()) as { data: { id: string; email: string }[] }).data.find(
    (u) => u.email === DEMO.client,
  )!;
  const res = await request.post('/api/invoice/createinvoice', {
    headers,
    data: {
      invoiceNumber,
      clientId: client.id,
      status: 1,
      items: [{ title: 'End of tenancy clean', quantity: 1, price: 123.45 }],
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

test('a Client pays an invoice on the test provider’s page after a failed attempt, and the office sees it paid', async ({
  page,
  pageAs,
  api,
  request,
  browser,
}, testInfo) => {
  const number = unique(testInfo, 'PAY').slice(0, 40);
  const id = await invoiceForDemoClient(request, await api.token('admin'), number);

  // The e-mail's pay link, opened signed out: sign-in first, with the invoice (and ?pay=1) as where to continue.
  const stranger = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const signedOut = await stranger.newPage();
  await signedOut.goto(`/dashboard/invoice/${id}?pay=1`);
  await expect(signedOut).toHaveURL(/\/auth\/jwt\/login\?returnTo=/);
  expect(decodeURIComponent(new URL(signedOut.url()).searchParams.get('returnTo') ?? '')).toBe(
    `/dashboard/invoice/${id}?pay=1`,
  );
  await stranger.close();

  await page.goto(`/dashboard/invoice/${id}?pay=1`);
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Amount due: £123.45' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'invoice-pay-now');

  // First attempt fails: back on the invoice, told so, still pending.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/cs_test_/);
  await expect(page.getByTestId('test-pay-amount')).toHaveText('£123.45');
  await expect(page.getByTestId('test-pay-no-money')).toHaveText(
    'No money is taken: this is a test payment, not a real one.',
  );
  await expect(page.getByText(number)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'test-provider-page');
  await page.getByRole('button', { name: 'Make the payment fail' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoice/${id}\\?payment=failed`));
  await expect(
    page.getByRole('alert').filter({ hasText: 'The payment did not go through and nothing was charged' }),
  ).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'invoice-payment-failed');

  // Second attempt pays.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/pay\/test\/cs_test_/);
  await page.getByRole('button', { name: 'Pay £123.45' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/invoice/${id}\\?payment=success`));
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you: your payment was received' }).first(),
  ).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await snap(page, testInfo, 'invoice-paid-client');

  // The office sees it paid, with when and the provider's reference.
  const office = await pageAs('admin');
  await office.goto(`/dashboard/invoice/list?search=${encodeURIComponent(number)}`);
  await expect(office.getByRole('row', { name: new RegExp(number) })).toContainText('Paid');
  await office.goto(`/dashboard/invoice/${id}`);
  await expect(office.getByText('Paid', { exact: true })).toBeVisible();
  await expect(office.getByTestId('invoice-paid-at')).not.toBeEmpty();
  await expect(office.getByText(/^pi_test_/)).toBeVisible();
  await expect(office.getByRole('button', { name: 'Mark as paid' })).toHaveCount(0);
  await expectNoSidewaysScroll(office);
  await expectNoA11yViolations(office);
  await snap(office, testInfo, 'invoice-paid-office');

  // Issue 36: the office's payment attempts list both checkouts of this invoice, the failed one and the paid one
  // with the provider's reference; the outcome filter and the search live in the URL.
  await office.goto('/dashboard/invoice/payments');
  await expect(office.getByRole('heading', { level: 1, name: 'Payment attempts' })).toBeVisible();
  await office.getByRole('searchbox').fill(number);
  await expect(office).toHaveURL(/search=/);
  const attempts = office.getByRole('row', { name: new RegExp(number) });
  await expect(attempts).toHaveCount(2);
  await expect(attempts.filter({ hasText: 'Failed' })).toHaveCount(1);
  await office.getByRole('tab', { name: /^Paid/ }).click();
  await expect(office).toHaveURL(/status=paid/);
  await expect(attempts).toHaveCount(1);
  if ((office.viewportSize()?.width ?? 0) >= 1024) await expect(attempts).toContainText(/pi_test_/);
  await expectNoSidewaysScroll(office);
  await expectNoA11yViolations(office);
  await snap(office, testInfo, 'payment-attempts');
});
