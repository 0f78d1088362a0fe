import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import {
  acceptCookies,
  apiPath,
  recordRequests,
  snap,
  storedEnquiries,
  storedFranchises,
  storedSubscribers,
  unique,
} from './support/public';

// Resolved from the project root (Playwright runs from there); import.meta would make this spec an ES module.
const CV_FIXTURE = path.resolve('tests/e2e/fixtures/cv.pdf');
// What the site's own forms call, as the API declares it (lib/server/enquiries/endpoints.ts).
const ENQUIRY_API = '/api/Enquiry/CreateEnquiry';

test.beforeEach(async ({ page, baseURL }) => acceptCookies(page, baseURL));

async function fillEnquiry(scope: Page | Locator, email: string) {
  await scope.getByLabel('Full name', { exact: true }).fill('Alice Green');
  await scope.getByLabel('Email address', { exact: true }).fill(email);
  await scope.getByLabel('Phone number', { exact: true }).fill('07700 900123');
  await scope.getByLabel('Address', { exact: true }).fill('12 Church Lane, Hethersett');
  await scope.getByLabel('Postcode', { exact: true }).fill('NR9 3AB');
  await scope.getByLabel('How can we help?', { exact: true }).fill('Deep clean of a three-bed semi before we move in.');
}

/** Tabs through an open dialog and checks focus never leaves it. */
async function expectFocusTrapped(page: Page, dialogName: string) {
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const inside = await page.evaluate((name) => {
      const dialogs = [...document.querySelectorAll('[role="dialog"]')];
      const dialog = dialogs.find(
        (d) =>
          d.getAttribute('aria-labelledby') &&
          document.getElementById(d.getAttribute('aria-labelledby')!)?.textContent === name,
      );
      return Boolean(dialog && dialog.contains(document.activeElement));
    }, dialogName);
    expect(inside, `focus left the '${dialogName}' dialog after ${i + 1} tabs`).toBe(true);
  }
}

test('contact enquiry: refuses empty fields, keeps values on failure, then is stored', async ({
  page,
  request,
  expectHttpError,
}, testInfo) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle('Contact Us | Brightside Cleaning');
  await expectNoA11yViolations(page);
  const sent = recordRequests(page, ENQUIRY_API);
  const form = page.locator('main form').first();

  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill all the required fields');
  expect(sent).toHaveLength(0);

  const email = `${unique(testInfo, 'contact')}@example.test`;
  await fillEnquiry(form, email);
  const enquiryApi = apiPath(ENQUIRY_API);
  expectHttpError(500, enquiryApi); // the outage this journey stages
  await page.route(enquiryApi, (route) =>
    route.fulfill({ status: 500, json: { status: 500, code: 'internal', message: 'Down' } }),
  );
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const failure = page.getByRole('alertdialog');
  await expect(failure).toContainText('Oops...');
  await expect(failure).toContainText('Something went wrong!');
  await snap(page, testInfo, 'contact-failure');
  await failure.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('Email address')).toHaveValue(email);
  await expect(form.getByLabel('How can we help?')).toHaveValue('Deep clean of a three-bed semi before we move in.');

  await page.unroute(enquiryApi);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const success = page.getByRole('alertdialog');
  await expect(success).toContainText('Success!');
  await expect(success).toContainText('Your form has been submitted successfully. We will contact you soon');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('Full name')).toHaveValue('');
  await snap(page, testInfo, 'contact-success');

  const stored = (await storedEnquiries(request)).filter((e) => e.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ name: 'Alice Green', postCode: 'NR9 3AB' });
});

test('quote modal: full screen, traps focus, closes on Escape, needs a service, stores the chosen services', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/');
  const sent = recordRequests(page, ENQUIRY_API);
  await page.getByRole('button', { name: 'Get a quote' }).click();
  const modal = page.getByRole('dialog', { name: 'Request for your quotation' });
  await expect(modal).toBeVisible();
  const box = await modal.boundingBox();
  expect(box?.width).toBe(page.viewportSize()!.width);
  await expect(modal.getByRole('checkbox')).toHaveCount(8);
  await expect(modal.getByText('Please select at least a service')).toBeVisible();
  await expectNoA11yViolations(page);
  await expectFocusTrapped(page, 'Request for your quotation');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page.getByRole('button', { name: 'Get a quote' })).toBeFocused();

  await page.getByRole('button', { name: 'Get a quote' }).click();
  const email = `${unique(testInfo, 'quote')}@example.test`;
  await fillEnquiry(modal, email);
  await modal.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(modal.getByRole('alert')).toHaveText('Please select at least a service');
  expect(sent).toHaveLength(0);

  await modal.getByRole('checkbox', { name: 'End Of Tenancy Cleaning' }).check();
  await modal.getByRole('checkbox', { name: 'Carpet Cleaning' }).check();
  await expect(modal.getByRole('region', { name: 'Your chosen services' }).getByRole('listitem')).toHaveText([
    'Carpet Cleaning',
    'End Of Tenancy Cleaning',
  ]);
  await snap(page, testInfo, 'quote-modal');
  await modal.getByRole('button', { name: 'Send enquiry' }).click();
  const success = page.getByRole('alertdialog');
  await expect(success).toContainText('Success!');
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();

  const [stored] = (await storedEnquiries(request)).filter((e) => e.email === email);
  expect(stored?.services).toEqual(['Carpet Cleaning', 'End Of Tenancy Cleaning']);
  expect(String(stored?.messageDescription)).toContain(
    'Selected services:\n- Carpet Cleaning\n- End Of Tenancy Cleaning',
  );

  await page.getByRole('button', { name: 'Get a quote' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Request for your quotation' }).getByRole('checkbox', { checked: true }),
  ).toHaveCount(0);
});

test('callback dialog: spec texts, focus trap, Escape and Cancel close, a submission is stored and closes it', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  await page.goto('/');
  // On a phone the 'Make Enquiry' button lives in the menu drawer.
  // The drawer closes as the dialog opens; for a moment after the dialog closes the button can still read as visible,
  // so a phone waits for it to be gone and opens the drawer every time.
  const openCallback = async () => {
    const button = page.getByRole('button', { name: 'Make Enquiry' });
    if (isMobile) {
      await expect(button).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
    }
    await button.click();
  };
  await openCallback();
  const dialog = page.getByRole('dialog', { name: 'Request A Callback' });
  await expect(dialog).toContainText('Send us a message to receive a speedy callback from one of our team members.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoA11yViolations(page);
  await expectFocusTrapped(page, 'Request A Callback');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await openCallback();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await openCallback();
  const sent = recordRequests(page, ENQUIRY_API);
  await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill all the required fields');
  expect(sent).toHaveLength(0);
  const email = `${unique(testInfo, 'callback')}@example.test`;
  await fillEnquiry(dialog, email);
  await snap(page, testInfo, 'callback-dialog');
  await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
  expect((await storedEnquiries(request)).filter((e) => e.email === email)).toHaveLength(1);
});

test('newsletter: required and valid email, then stored', async ({ page, request }, testInfo) => {
  await page.goto('/contact');
  const sent = recordRequests(page, '/api/Auth/emailSubcription');
  const footer = page.getByRole('contentinfo');
  const input = footer.getByLabel('Email address');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Email is required');
  await input.fill('not-an-email');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('alert')).toHaveText('Invalid email');
  expect(sent).toHaveLength(0);

  const email = `${unique(testInfo, 'news')}@example.test`;
  await input.fill(email);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByRole('status')).not.toBeEmpty();
  await expect(input).toHaveValue('');
  await footer.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'newsletter');
  expect((await storedSubscribers(request)).some((s) => s.email === email)).toBe(true);
});

test('franchise: every field required, then the request is stored; the map is titled and lazy', async ({
  page,
  request,
}, testInfo) => {
  const mapRequests: string[] = [];
  page.on('request', (r) => r.url().includes('openstreetmap.org') && mapRequests.push(r.url()));
  await page.goto('/franchise');
  await expect(page).toHaveTitle('Franchise | Brightside Cleaning');
  await expectNoA11yViolations(page);
  const map = page.locator('iframe[title="Map showing the Brightside Cleaning head office in Hethersett, Norfolk"]');
  // On a phone the map is far below the fold: nothing is asked of OpenStreetMap until the visitor scrolls near it.
  if (testInfo.project.name.startsWith('phone')) {
    await page.waitForLoadState('networkidle');
    expect(mapRequests).toEqual([]);
    await expect(map).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'View larger map' }).scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html/);
  await expect(page.locator('main').getByText(/Hethersett Business Park/)).toBeVisible();

  const sent = recordRequests(page, '/api/franchise/createFranchise');
  const form = page.locator('main form').first();
  await form.getByLabel('First name').fill('Ravi');
  await form.getByRole('button', { name: 'Request info pack' }).click();
  await expect(form.getByRole('alert')).toHaveText('Please fill all fields before submitting');
  expect(sent).toHaveLength(0);

  const email = `${unique(testInfo, 'franchise')}@example.test`;
  await form.getByLabel('Last name').fill('Shah');
  await form.getByLabel('Phone number').fill('07700 900456');
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Address', { exact: true }).fill('3 Market Place, Dereham');
  await form.getByLabel('Postcode').fill('NR19 2AP');
  await form
    .getByLabel('Tell us about yourself and the area you are interested in')
    .fill('I run a small team in Dereham.');
  await form.getByRole('button', { name: 'Request info pack' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Thank you!');
  await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click();
  await expect(form.getByLabel('First name')).toHaveValue('');
  await snap(page, testInfo, 'franchise');
  const stored = (await storedFranchises(request)).filter((f) => f.email === email);
  expect(stored).toHaveLength(1);
  expect(stored[0]).toMatchObject({ firstName: 'Ravi', lastName: 'Shah', postCode: 'NR19 2AP' });
});

test('job application: from a job post to a stored application with its CV, then back to the career page', async ({
  page,
  request,
}, testInfo) => {
  const main = page.locator('main');
  await page.goto('/career');
  const firstJob = page.locator('main article').first();
  const title = (await firstJob.getByRole('heading').textContent())!;
  await firstJob.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await page.getByRole('link', { name: 'Apply Now', exact: true }).click();
  await expect(page).toHaveURL(/\/apply-now\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: `Applying for: ${title}` })).toBeVisible();
  await expectNoA11yViolations(page);

  const uploads = recordRequests(page, '/api/enquiry/uploadCv');
  const sent = recordRequests(page, ENQUIRY_API);
  await page.getByRole('button', { name: 'Submit application' }).click();
  for (const m of [
    'Full name is required',
    'Email is required',
    'Phone number is required',
    'Cover letter is required',
    'CV file is required',
    'Address is required',
    'Postcode is required',
  ]) {
    await expect(page.getByText(m, { exact: true })).toBeVisible();
  }
  await main.getByLabel('Email address', { exact: true }).fill('anna@');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Invalid email', { exact: true })).toBeVisible();
  expect(uploads).toHaveLength(0);
  expect(sent).toHaveLength(0);
  await snap(page, testInfo, 'apply-errors');

  const email = `${unique(testInfo, 'apply')}@example.test`;
  await main.getByLabel('Full name', { exact: true }).fill('Anna Kowalska');
  await main.getByLabel('Email address', { exact: true }).fill(email);
  await main.getByLabel('Phone number', { exact: true }).fill('07700 900789');
  await main.getByLabel('Postcode', { exact: true }).fill('NR2 1AA');
  await main.getByLabel('Address', { exact: true }).fill('8 Unthank Road, Norwich');
  await main.getByLabel('Cover letter', { exact: true }).fill('I have two years of domestic cleaning experience.');
  await main.getByLabel('CV (PDF, max 5 MB)', { exact: true }).setInputFiles(CV_FIXTURE);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Success! Your application has been submitted.' }),
  ).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page).toHaveURL(/\/career$/, { timeout: 10_000 });

  const [stored] = (await storedEnquiries(request)).filter((e) => e.email === email);
  expect(stored).toMatchObject({ name: 'Anna Kowalska', category: 'career' });
  expect(String(stored?.cvLink)).toMatch(/cv\//);
  expect(String(stored?.messageDescription)).toContain(`Applying for: ${title}`);
});

test('job application: a failed CV upload alerts and keeps the values', async ({ page, expectHttpError }) => {
  const main = page.locator('main');
  await page.goto('/apply-now');
  expectHttpError(500, apiPath('/api/enquiry/uploadCv')); // the outage this journey stages
  await page.route(apiPath('/api/enquiry/uploadCv'), (route) =>
    route.fulfill({ status: 500, json: { status: 500, code: 'internal', message: 'x' } }),
  );
  await main.getByLabel('Full name', { exact: true }).fill('Anna Kowalska');
  await main.getByLabel('Email address', { exact: true }).fill('anna@example.test');
  await main.getByLabel('Phone number', { exact: true }).fill('07700 900789');
  await main.getByLabel('Postcode', { exact: true }).fill('NR2 1AA');
  await main.getByLabel('Address', { exact: true }).fill('8 Unthank Road, Norwich');
  await main.getByLabel('Cover letter', { exact: true }).fill('Two years of experience.');
  await main.getByLabel('CV (PDF, max 5 MB)', { exact: true }).setInputFiles(CV_FIXTURE);
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Oops! Something went wrong.' })).toBeVisible();
  await expect(main.getByLabel('Full name', { exact: true })).toHaveValue('Anna Kowalska');
});

test('Arabic contact page is right-to-left with translated form messages', async ({ page }, testInfo) => {
  await page.goto('/ar/contact');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const form = page.locator('main form').first();
  await expect(form.getByLabel('الاسم الكامل')).toBeVisible();
  await form.getByRole('button', { name: 'إرسال الاستفسار' }).click();
  await expect(form.getByRole('alert')).toHaveText('يرجى ملء جميع الحقول المطلوبة');
  const dir = await form.getByLabel('الاسم الكامل').evaluate((el) => getComputedStyle(el).direction);
  expect(dir).toBe('rtl');
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'contact-ar');
});
