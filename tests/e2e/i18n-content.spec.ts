import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoA11yViolations } from './support/a11y';
import { acceptCookies, adminToken } from './support/public';

type Locale = 'fr' | 'vi' | 'zh' | 'ar';

// One page of each public type (SPEC §2); blog and career lists come from the seeded database.
const PAGES = [
  '/',
  '/about',
  '/services',
  '/services/carpet-cleaning',
  '/areascovered',
  '/locations/pontypridd',
  '/terms-and-conditions',
  '/contact',
  '/franchise',
  '/career',
  '/apply-now',
  '/blogs',
];

const ENGLISH_WORDS = /\b(the|and|with|your|our|you|are|this|that|from|will|have|been)\b/gi;
const FRENCH_WORDS =
  /(?:^|[\s'’(])(le|la|les|des|du|et|vous|votre|nous|notre|pour|une|est|dans|avec)(?=[\s,.;:!?)]|$)/gi;
const VIETNAMESE_LETTERS = /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i;

/** Text blocks of <main> that the visitor reads (place and person names aside), with the language their nearest lang attribute declares. */
async function readableBlocks(page: Page) {
  return page.locator('main').evaluate(
    (main) => {
      // Place and person names are marked translate="no": they stay as they are in every language, so they are not counted.
      const ownText = (el: Element) => {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let text = '';
        for (let n = walker.nextNode(); n; n = walker.nextNode())
          if (!n.parentElement?.closest('[translate="no"]')) text += n.textContent;
        return text.replace(/\s+/g, ' ').trim();
      };
      return [...main.querySelectorAll('h1, h2, h3, p, li, dt, dd, summary, blockquote, label, legend, button, a')]
        .filter((el) => (el as HTMLElement).offsetParent !== null && !el.querySelector('p, li, h2, h3'))
        .map((el) => ({ text: ownText(el), lang: el.closest('[lang]')?.getAttribute('lang') ?? '' }))
        .filter((b) => b.text.length > 0);
    },
    undefined,
    { timeout: 20_000 },
  ); // a page that never shows its <main> fails in 20 s, not at the test's 2 minutes
}

/** Whether the page's own text (not a post marked with its own lang) is written in `locale`. */
function assertInLanguage(locale: Locale, blocks: { text: string; lang: string }[]) {
  const own = blocks.filter((b) => b.lang === locale);
  const english = own.filter((b) => (b.text.match(ENGLISH_WORDS) ?? []).length >= 2).map((b) => b.text);
  expect(english, 'English sentences on a page that is not English').toEqual([]);
  const text = own.map((b) => b.text).join(' ');
  const letters = text.match(/\p{L}/gu) ?? [];
  if (locale === 'zh') expect((text.match(/\p{Script=Han}/gu) ?? []).length / letters.length).toBeGreaterThan(0.6);
  if (locale === 'ar') expect((text.match(/\p{Script=Arabic}/gu) ?? []).length / letters.length).toBeGreaterThan(0.6);
  if (locale === 'vi') {
    const words = text.split(/\s+/).filter((w) => /\p{L}{2,}/u.test(w));
    expect(words.filter((w) => VIETNAMESE_LETTERS.test(w)).length / words.length).toBeGreaterThan(0.3);
  }
  if (locale === 'fr') {
    const french = (text.match(FRENCH_WORDS) ?? []).length;
    expect(french).toBeGreaterThanOrEqual(3);
    expect(french).toBeGreaterThan(5 * (text.match(ENGLISH_WORDS) ?? []).length);
  }
}

const prefixed = (locale: Locale, path: string) => `/${locale}${path === '/' ? '' : path}`;

test.describe('every public page type reads in its own language, with no sideways scroll', () => {
  test.describe.configure({ timeout: 120_000 });
  test.beforeEach(async ({ page, baseURL }) => acceptCookies(page, baseURL));

  for (const locale of ['fr', 'vi', 'zh', 'ar'] as const) {
    test(`${locale}: body text, not only the menu, is ${locale}`, async ({ page }) => {
      for (const path of PAGES) {
        const res = await page.goto(prefixed(locale, path));
        expect(res?.status(), path).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await test.step(path, async () => assertInLanguage(locale, await readableBlocks(page)));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe('dates, numbers and money follow the page locale, always in pounds', () => {
  const cases: [string, RegExp, RegExp][] = [
    ['', /11 May 2018/, /£1,000,000/],
    ['/fr', /11 mai 2018/, /1\s000\s000\s£/],
    ['/vi', /11 tháng 5, 2018/, /1\.000\.000 bảng Anh/],
    ['/zh', /2018年5月11日/, /1,000,000英镑/],
    ['/ar', /11 مايو 2018/, /1,000,000 جنيه إسترليني/],
  ];
  for (const [prefix, date, money] of cases) {
    test(`${prefix || '/'} terms date and insurance figure`, async ({ page }) => {
      await page.goto(`${prefix}/terms-and-conditions`);
      await expect(page.locator('main')).toContainText(date);
      await page.goto(`${prefix}/services/carpet-cleaning`);
      await expect(page.locator('main details').filter({ hasText: money })).toHaveCount(1);
    });
  }
});

test('Arabic pages load the Arabic typeface; other locales never fetch it', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same fonts at every size');
  test.setTimeout(90_000);
  const fetched: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.woff2')) fetched.push(r.url());
  });
  const arabicFamilies = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((f) => f.status === 'loaded' && /cairo/i.test(f.family)).map((f) => f.family);
    });
  await page.goto('/fr/about');
  expect(await arabicFamilies()).toEqual([]);
  const beforeArabic = fetched.length;
  await page.goto('/ar/about');
  await expect.poll(arabicFamilies).not.toEqual([]);
  expect(fetched.length).toBeGreaterThan(beforeArabic);
  // The heading is drawn with Cairo, then Public Sans for any Latin letters.
  const family = await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family).toMatch(/cairo/i);
});

test("English pages preload only Public Sans's core face; French pages draw é, à ... with its second Latin face", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the same fonts at every size');
  const fetched: string[] = [];
  page.on('response', (r) => {
    if (r.url().endsWith('.woff2')) fetched.push(new URL(r.url()).pathname);
  });
  const latinFace = '/fonts/public-sans-latin-';
  // The web fonts a page loaded. Public Sans's local stand-ins (app/theme.css) load as well when a page is laid out
  // before Public Sans arrives; they are fonts already on the machine, so they are left out.
  const loadedFaces = () =>
    page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((f) => f.status === 'loaded' && !f.family.startsWith('publicSans Fallback'))
        .map((f) => f.family);
    });
  await page.goto('/about');
  expect(await page.locator(`head link[rel="preload"][as="font"][href^="${latinFace}"]`).count()).toBe(0);
  expect(await loadedFaces()).toEqual(['publicSans']);
  expect(fetched.filter((f) => f.startsWith(latinFace))).toEqual([]);

  await page.goto('/fr/about');
  await expect(page.locator(`head link[rel="preload"][as="font"][href^="${latinFace}"]`)).toHaveCount(1);
  await expect.poll(loadedFaces).toContain('publicSansLatin');
  // The heading's é comes from Public Sans, not from the system font after it in the stack.
  const family = await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily);
  expect(family.indexOf('publicSansLatin')).toBe(0);
  expect(fetched.some((f) => f.startsWith(latinFace))).toBe(true);
});

test.describe('posts are shown in the language they were written in', () => {
  test('a French post is marked lang="fr" on the English site, claims no false translations and is listed once in the sitemap @publishes', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const res = await request.post('/api/Blog/CreateBlog', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        title: 'Nos conseils pour un four impeccable',
        category: 'House Cleaning',
        content: '<p>Laissez tremper les grilles du four toute une nuit dans une eau chaude savonneuse.</p>',
        status: 'published',
        language: 'fr',
      },
    });
    expect(res.ok()).toBe(true);
    const { id } = (await res.json()) as { id: string };
    try {
      await checkFrenchPost(page, request, id);
    } finally {
      // Other journeys count the seeded posts on the blog list.
      await request.delete(`/api/Blog/DeleteBlog?id=${id}`, { headers: { Authorization: `Bearer ${token}` } });
    }
  });
});

async function checkFrenchPost(page: Page, request: APIRequestContext, id: string) {
  await page.goto(`/blogs/${id}`);
  await expect(page.locator('h1')).toHaveAttribute('lang', 'fr');
  await expect(page.locator('main [lang="fr"]').filter({ hasText: 'Laissez tremper' })).toHaveCount(1);
  await expect(page.getByText('This post is written in French.')).toBeVisible();
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/fr/blogs/${id}$`));
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (t) => JSON.parse(t) as Record<string, unknown>,
  );
  expect(ld.find((d) => d['@type'] === 'BlogPosting')).toMatchObject({ inLanguage: 'fr' });
  await expectNoA11yViolations(page);

  // On the French site the post is simply French: no lang override, no note.
  await page.goto(`/fr/blogs/${id}`);
  await expect(page.locator('h1')).not.toHaveAttribute('lang', /.*/);
  await expect(page.getByText('Cet article est rédigé en')).toHaveCount(0);

  // An English post on the Arabic site keeps its own direction and says which language it is in.
  await page.goto('/ar/blogs/5b0e8f3a-1c2d-4e5f-8a01-000000000001');
  await expect(page.locator('h1')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByText('هذه المقالة مكتوبة باللغة الإنجليزية.')).toBeVisible();

  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
    .map((m) => new URL(m[1]!).pathname)
    .filter((p) => p.endsWith(id));
  expect(urls).toEqual([`/fr/blogs/${id}`]);
}

test.describe('the sign-in screens speak the remembered language', () => {
  test('Arabic from the NEXT_LOCALE cookie, right to left, errors included', async ({
    page,
    baseURL,
    expectHttpError,
  }) => {
    expectHttpError(401, '/api/auth/callback/credentials'); // a wrong password, on purpose
    await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'ar', url: baseURL! }]);
    await page.goto('/auth/jwt/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page).toHaveTitle('تسجيل الدخول إلى حسابك');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(page.getByText('البريد الإلكتروني غير صالح')).toBeVisible();
    await page.getByLabel('البريد الإلكتروني').fill('nobody@example.test');
    await page.getByLabel('كلمة المرور').fill('wrong-password');
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'البريد الإلكتروني أو كلمة المرور غير صحيحة' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });

  test('French after reading the public site in it; the other screens follow', async ({ page, context }) => {
    await page.goto('/fr');
    // Remembered in the browser once the page is interactive (static pages set no cookie themselves).
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value, { timeout: 30_000 })
      .toBe('fr');
    await page.goto('/auth/jwt/register');
    await expect(page).toHaveTitle('Créer un compte');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Créer un compte client');
    await page.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(page.getByText('Le prénom est obligatoire')).toBeVisible();
    await page.goto('/auth/jwt/reset-password');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Ce lien de réinitialisation est incomplet.' }),
    ).toBeVisible();
  });
});
