import { expect, test } from './support/fixtures';

const LOCALES = ['en', 'fr', 'vi', 'zh', 'ar'];

test('sitemap.xml lists every public page in every locale with hreflang alternates', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same XML at every size');
  const res = await request.get('/sitemap.xml');
  expect(res.status()).toBe(200);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  for (const path of [
    '/',
    '/about',
    '/services',
    '/services/carpet-cleaning',
    '/areascovered',
    '/locations/norwich',
    '/locations/pontypridd',
    '/terms-and-conditions',
    '/contact',
    '/blogs',
    '/career',
  ]) {
    for (const locale of LOCALES) {
      const expected = locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`;
      expect(locs, `${expected} in sitemap`).toContain(expected);
    }
  }
  // Blog and job posts come from the database.
  expect(locs.some((p) => /^\/blogs\/[0-9a-f-]{36}$/.test(p))).toBe(true);
  expect(locs.some((p) => /^\/career\/[0-9a-f-]{36}$/.test(p))).toBe(true);
  // Each URL carries its alternates, x-default included.
  const norwich = xml.split('<url>').find((u) => /<loc>[^<]*\/fr\/locations\/norwich<\/loc>/.test(u))!;
  for (const lang of [...LOCALES, 'x-default']) expect(norwich).toMatch(new RegExp(`hreflang="${lang}"`));
  expect(norwich).toMatch(/hreflang="ar" href="[^"]+\/ar\/locations\/norwich"/);
});

test('robots.txt disallows the back office, auth and API and points at the sitemap', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same text at every size');
  const text = await (await request.get('/robots.txt')).text();
  for (const path of ['/dashboard', '/auth', '/api']) expect(text).toContain(`Disallow: ${path}`);
  expect(text).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test('/favicon.ico answers with the logo, not a 404', async ({ request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same file at every size');
  const res = await request.get('/favicon.ico');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
});

async function jsonLd(page: import('@playwright/test').Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
}

test('location pages carry LocalBusiness JSON-LD, canonical and hreflang links and Open Graph tags', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same head at every size');
  await page.goto('/fr/locations/pontypridd');
  const data = await jsonLd(page);
  const business = data.find((d) => d['@type'] === 'LocalBusiness');
  expect(business).toMatchObject({
    '@context': 'https://schema.org',
    name: 'Brightside Cleaning Pontypridd',
    telephone: expect.any(String),
  });
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/fr\/locations\/pontypridd$/);
  for (const lang of [...LOCALES, 'x-default'])
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveCount(1);
  expect(await page.locator('meta[property="og:title"]').getAttribute('content')).toMatch(
    /Pontypridd.* \| Brightside Cleaning$/,
  );
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
    /^https?:\/\/.+\/images\/og-default\.png$/,
  );
});

test('service pages carry FAQPage JSON-LD with the four questions', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same head at every size');
  await page.goto('/services/carpet-cleaning');
  const faq = (await jsonLd(page)).find((d) => d['@type'] === 'FAQPage') as {
    mainEntity: { '@type': string; name: string; acceptedAnswer: { text: string } }[];
  };
  expect(faq.mainEntity).toHaveLength(4);
  expect(faq.mainEntity.every((q) => q['@type'] === 'Question' && q.acceptedAnswer.text.length > 20)).toBe(true);
  expect(faq.mainEntity.map((q) => q.name)).toContain('Are your cleaners insured?');
});

test('the home page carries Organization JSON-LD', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same head at every size');
  await page.goto('/');
  const org = (await jsonLd(page)).find((d) => d['@type'] === 'Organization');
  expect(org).toMatchObject({
    name: 'Brightside Cleaning',
    sameAs: expect.arrayContaining([expect.stringContaining('facebook')]),
  });
});
