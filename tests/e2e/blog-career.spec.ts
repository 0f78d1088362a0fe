import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { acceptCookies, snap } from './support/public';

// Ids of seeded demo posts (lib/server/db/seed-content-*.ts): 16 blog posts and 3 job posts, 19 published in all.
const CARPET_POST = {
  id: '5b0e8f3a-1c2d-4e5f-8a01-000000000001',
  title: 'How we lift red wine and coffee from wool carpets',
};
const JOB_POST = { id: '5b0e8f3a-1c2d-4e5f-8a01-000000000011', title: 'Domestic Cleaner – Norwich and Hethersett' };
const UNKNOWN_ID = '5b0e8f3a-1c2d-4e5f-8a01-0000000000ff';

test.beforeEach(async ({ page, baseURL }) => acceptCookies(page, baseURL));

const cards = (page: Page) => page.getByRole('region', { name: /Our blog|Category|Results/ }).getByRole('article');
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );

test('blogs list: 6 per page, numbered pagination with previous/next as real URLs, page clamped', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  // The 19 seeded posts make 4 pages. Another journey (i18n-content) publishes a post for a few seconds and then
  // deletes it; while it exists the last page holds 2, so the walk is retried until it sees the seeded set.
  await expect(async () => walkBlogPages(page, testInfo)).toPass({ timeout: 120_000 });
});

async function walkBlogPages(page: Page, testInfo: TestInfo) {
  await page.goto('/blogs');
  await expect(page).toHaveTitle('Blogs | Brightside Cleaning');
  await expect(cards(page)).toHaveCount(6);
  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pager.getByRole('link', { name: /^Page \d$/ })).toHaveCount(3);
  await expect(pager.getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'blogs');

  // Waits for the new page's content, not just its URL, before the next click.
  const onPage = async (n: number) => {
    await expect(page).toHaveURL(new RegExp(`/blogs\\?page=${n}$`));
    await expect(pager.locator('[aria-current="page"]')).toContainText(String(n));
  };
  const firstTitle = await cards(page).first().getByRole('heading').textContent();
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await onPage(2);
  await expect(cards(page)).toHaveCount(6);
  expect(await cards(page).first().getByRole('heading').textContent()).not.toBe(firstTitle);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await pager.getByRole('link', { name: 'Next' }).click();
  await onPage(3);
  await pager.getByRole('link', { name: 'Next' }).click();
  await onPage(4);
  await expect(cards(page)).toHaveCount(1);
  await expect(pager.getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  await pager.getByRole('link', { name: 'Previous' }).click();
  await onPage(3);

  await page.goto('/blogs?page=99');
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Blog pages' }).locator('[aria-current="page"]')).toContainText(
    '4',
  );
  await page.goto('/blogs?page=-3');
  await expect(cards(page)).toHaveCount(6);
}

test('blog cards cut titles to 25 and content to 90 characters', async ({ page }) => {
  await page.goto('/blogs');
  for (const card of await cards(page).all()) {
    const title = (await card.getByRole('heading').textContent())!.trim();
    expect(Array.from(title.replace(/…$/, '')).length).toBeLessThanOrEqual(25);
    const preview = (await card.locator('p').nth(1).textContent())!.trim();
    expect(Array.from(preview.replace(/…$/, '')).length).toBeLessThanOrEqual(90);
  }
});

test('category filter and keyword search', async ({ page }) => {
  await page.goto('/blogs');
  const sidebar = page.getByRole('complementary', { name: 'Blog sidebar' });
  await sidebar.getByRole('link', { name: 'Career' }).click();
  await expect(page).toHaveURL(/\/blogs\?category=Career$/);
  await expect(cards(page)).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Category: Career' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Blog pages' })).toHaveCount(0);

  await page.goto('/blogs?category=carpet%20cleaning');
  await expect(cards(page)).toHaveCount(2);

  await sidebar.getByLabel('Search the blog').fill('deposit');
  await sidebar.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/blogs\?q=deposit$/);
  await expect(cards(page).first()).toContainText('Getting your full');
});

// Apart from the filters above: six page loads and an axe scan in one test outran its 45 s on CI's loaded two cores.
test('a search with no result says so; /blog shows the same list as /blogs', async ({ page }, testInfo) => {
  await page.goto('/blogs?q=no-such-keyword-xyz');
  await expect(page.getByText('No Blogs Found')).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'blogs-empty');

  await page.goto('/blog?page=2');
  await expect(page).toHaveTitle('Blogs | Brightside Cleaning');
  await expect(cards(page)).toHaveCount(6);
  await expect(
    page.getByRole('navigation', { name: 'Blog pages' }).getByRole('link', { name: 'Page 1' }),
  ).toHaveAttribute('href', '/blog');
});

test('blog detail opens by direct URL with its content, JSON-LD, sidebar and an honest comment form', async ({
  page,
  expectHttpError,
}, testInfo) => {
  expectHttpError(404, `/blogs/${UNKNOWN_ID}`);
  await page.goto(`/blogs/${CARPET_POST.id}`);
  await expect(page).toHaveTitle(`${CARPET_POST.title} | Brightside Cleaning`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CARPET_POST.title);
  await expect(page.getByText(/^Posted on (2 March 2026|March 2, 2026)$/)).toBeVisible();
  await expect(page.getByText('By Daniel Reeve')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What to do in the first ten minutes' })).toBeVisible();
  const ld = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting');
  expect(ld).toMatchObject({
    headline: CARPET_POST.title,
    datePublished: '2026-03-02T09:00:00.000Z',
    author: { name: 'Daniel Reeve' },
  });

  const recent = page.getByRole('region', { name: 'Recent Posts' }).getByRole('listitem');
  await expect(recent).toHaveCount(3);
  await expect(recent.filter({ hasText: CARPET_POST.title })).toHaveCount(0);
  // Gallery thumbnails are decorative (alt=""): the links carry the post titles.
  await expect(page.getByRole('region', { name: 'Gallery' }).locator('img')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Gallery' }).getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Category List' }).getByRole('link')).toHaveCount(9);

  await expect(page.getByText('Comments are not open yet: this form does not send anything.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
  await expect(page.getByLabel('Comment', { exact: true })).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'blog-detail');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(CARPET_POST.title);
  const missing = await page.goto(`/blogs/${UNKNOWN_ID}`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('Sorry, the page you are looking for does not exist.')).toBeVisible();
});

test('career page lists the job posts with the fixed info block; job details open by direct URL', async ({
  page,
  expectHttpError,
}, testInfo) => {
  expectHttpError(404, `/career/${CARPET_POST.id}`); // a blog post's id is no job post
  await page.goto('/career');
  await expect(page).toHaveTitle('Career | Brightside Cleaning');
  await expect(page.locator('main article')).toHaveCount(3);
  await expect(page.getByText('Salary up to £300 per week')).toBeVisible();
  await expect(page.getByText(/Full-time positions/)).toBeVisible();
  await expect(page.getByText(/in and around Norwich/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'careers@brightside-cleaning.co.uk' })).toHaveAttribute(
    'href',
    'mailto:careers@brightside-cleaning.co.uk',
  );
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'career');

  const res = await page.goto(`/career/${JOB_POST.id}`);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOB_POST.title);
  await expect(page.getByText('Norwich and Hethersett, Norfolk')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Apply Now', exact: true })).toHaveAttribute(
    'href',
    `/apply-now/${JOB_POST.id}`,
  );
  const ld = (await jsonLd(page)).find((d) => d['@type'] === 'JobPosting');
  expect(ld).toMatchObject({
    title: JOB_POST.title,
    employmentType: 'FULL_TIME',
    baseSalary: { currency: 'GBP', value: { maxValue: 300, unitText: 'WEEK' } },
  });
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'job-detail');

  expect((await page.goto(`/career/${CARPET_POST.id}`))?.status()).toBe(404);
});

test('French and Arabic blog pages are translated; Arabic is right-to-left', async ({ page }, testInfo) => {
  await page.goto('/fr/blogs?category=Career');
  await expect(page.getByRole('heading', { name: 'Catégorie : Carrière' })).toBeVisible();
  await page.goto('/ar/career');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByText('راتب يصل إلى 300 جنيه إسترليني أسبوعيًا')).toBeVisible();
  await expectNoA11yViolations(page);
  await snap(page, testInfo, 'career-ar');
});
