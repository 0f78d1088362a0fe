// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { MONEY_VALUES } from '@/lib/content/prices';
import { locales } from '@/lib/i18n/routing';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

const load = (locale: string) =>
  leaves(JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree);
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  const en = load('en');

  it.each(locales.filter((l) => l !== 'en'))('%s has exactly the keys of English', (locale) => {
    const other = load(locale);
    expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
  });

  it.each(locales.filter((l) => l !== 'en'))('%s uses the same placeholders as English', (locale) => {
    const other = load(locale);
    const mismatched = [...en.entries()]
      .filter(([k, v]) => other.has(k) && placeholders(v).join() !== placeholders(other.get(k)!).join())
      .map(([k]) => k);
    expect(mismatched).toEqual([]);
  });

  it('keeps the spec texts in English', () => {
    expect(en.get('notFound.text')).toBe('Sorry, the page you are looking for does not exist.');
    expect(en.get('areas.notFound')).toBe('Location not found');
    expect(en.get('footer.newsletterTitle')).toBe("Don't Miss any Action!");
    expect(en.get('footer.newsletterText')).toBe('Get Exclusive Offers And Updates');
    expect(en.get('locations.heading')).toBe('Domestic Cleaning in {city}');
  });
});

/**
 * Messages that may read exactly as in English, and why. Everything else that equals its English original is English
 * left on a page that claims (through lang and hreflang) to be in another language.
 */
const SAME_AS_ENGLISH: { keys: RegExp; locales: readonly string[]; reason: string }[] = [
  {
    keys: /^language\./,
    locales,
    reason: 'the language menu names each language in that language (English, Français ...)',
  },
  { keys: /^forms\.ok$/, locales: ['fr', 'vi'], reason: 'OK is the word French and Vietnamese interfaces use' },
  {
    keys: /^(nav\.(services|franchise|contact)|quote\.servicesLegend|franchise\.metaTitle|footer\.(franchise|servicesHeading|contactHeading)|locations\.contact|blog\.page)$/,
    locales: ['fr'],
    reason: 'Services, Franchise, Contact and Page {page} are spelt the same in French',
  },
  {
    keys: /^areas\.regions\.(scotland|ireland)$/,
    locales: ['vi'],
    reason: 'Vietnamese writes Scotland and Ireland with their English names',
  },
  {
    keys: /^dashboard\.(version|header\.shortcut)$/,
    locales,
    reason: 'a version number (v5.5.0) and key names printed on keyboards (Ctrl K)',
  },
  {
    keys: /^(dashboard\.(nav\.(userClients|franchise)|avatar\.franchises|modules\.franchise|roles\.client|settings\.(mode|presetNames\.(cyan|orange)))|dashboardTable\.actions|dashboardUsers\.(titles\.clients|fields\.photo)|dashboardJobs\.chat\.photo|dashboardCompany\.fields\.logo|dashboardPermission\.module|dashboardShowcase\.(widgets|service|client|information)|dashboardAudit\.columns\.action|dashboardPaymentAttempts\.columns\.client)$/,
    locales: ['fr'],
    reason:
      'Client(s), Franchises, Mode, Cyan, Orange, Action(s), Photo, Logo, Module, Widgets, Service and Information are spelt the same in French',
  },
  { keys: /^dashboardCompany\.fields\.logo$/, locales: ['vi'], reason: 'Vietnamese says “logo”' },
  {
    keys: /^dashboardPaymentAttempts\.providers\.stripe$/,
    locales: ['fr', 'vi', 'zh', 'ar'],
    reason: 'Stripe is the payment provider’s name',
  },
  {
    keys: /^booking\.price\.(hours|minutes|hoursMinutes)$/,
    locales: ['fr'],
    reason: 'French abbreviates hours and minutes as h and min too',
  },
];

// Names that stay in Latin letters inside any language: the brand, the addresses and the regulator's name.
const PROPER_NAMES = [
  /Brightside Cleaning/g,
  /Unit 4, Hethersett Business Park, Hethersett, Norwich NR9 3AB/g,
  /Information Commissioner's Office/g,
  /[\w.+-]+@[\w.-]+/g,
];

describe('every translated message is in its own language', () => {
  const en = load('en');

  it.each(locales.filter((l) => l !== 'en'))(
    '%s has no message left equal to its English original, outside the allow-list',
    (locale) => {
      const other = load(locale);
      const allowed = (key: string) => SAME_AS_ENGLISH.some((a) => a.locales.includes(locale) && a.keys.test(key));
      const untranslated = [...en.entries()]
        .filter(([k, v]) => v !== '' && other.get(k) === v && !allowed(k))
        .map(([k]) => k);
      expect(untranslated).toEqual([]);
    },
  );

  it.each(locales.filter((l) => l !== 'en'))('%s has no English sentence inside a translated message', (locale) => {
    // Two or more English function words, once proper names are set aside, is English prose (none is a French or
    // Vietnamese word, and Chinese and Arabic have no Latin words at all).
    const englishWords = /\b(the|and|with|your|our|you|are|this|that|from|will|have|been)\b/gi;
    const offenders = [...load(locale).entries()]
      .filter(
        ([, v]) =>
          (PROPER_NAMES.reduce((text, name) => text.replace(name, ''), v).match(englishWords) ?? []).length >= 2,
      )
      .map(([k]) => k);
    expect(offenders).toEqual([]);
  });

  it('the allow-list only names messages that really are the same, so it cannot hide new untranslated text', () => {
    for (const locale of locales.filter((l) => l !== 'en')) {
      const other = load(locale);
      for (const [key] of [...en.entries()].filter(([k]) =>
        SAME_AS_ENGLISH.some((a) => a.locales.includes(locale) && a.keys.test(k)),
      )) {
        if (!key.startsWith('language.')) expect(other.get(key), `${locale} ${key}`).toBe(en.get(key));
      }
    }
  });

  it.each([...locales])(
    '%s formats every message with the values the pages pass (valid ICU, sums in pounds)',
    (locale) => {
      const messages = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree;
      const errors: string[] = [];
      const t = createTranslator({ locale, messages, onError: (e) => errors.push(e.message) });
      const values = {
        ...MONEY_VALUES,
        city: 'Norwich',
        name: 'Ana',
        phone: '0800 555 0247',
        email: 'office@example.test',
        date: '11 May 2018',
        count: 3,
        page: 2,
        index: 1,
        total: 3,
        year: 2026,
        hours: '08:00-18:00',
        network: 'Facebook',
        query: 'oven',
        category: 'Career',
        title: 'Cleaner',
        service: 'Carpet Cleaning',
        subject: 'Carpet Cleaning',
        language: 'English',
        module: 'Jobs',
        label: 'Users',
        from: 1,
        to: 25,
        size: 5,
        time: '09:30',
        max: 5,
        busy: '10:30–11:00',
        minutes: 15,
        done: 1,
        start: '09:00',
        end: '11:00',
        percent: 40,
        company: 'Alpha Cleaning',
        place: 'Head office',
        client: 'Oliver Bennett',
        postcode: 'NR2 1AB',
        current: 2,
        h: 2,
        m: 40,
        duration: '2 h 40 min',
        team: 2,
        rate: 20,
        district: 'NR1',
        frequency: 'Weekly',
        distance: '2.1 km',
        number: 'INV-0007',
        amount: '£185.50',
        shown: 100,
        when: '2 Mar 2026, 09:05',
        job: 'Office clean',
        planned: '4.00',
        worked: '3.50',
        reason: 'Phone battery died',
        notes: 'Left early',
        rating: 4,
        names: 'Cleo Tester, Cole Tester',
        fee: '£25.00',
        // The network screens (issue 38).
        figure: 'Revenue paid',
        office: 'Norwich',
        county: 'Norfolk',
        covered: 12,
        gaps: 3,
        overlaps: 0,
        list: 'NR11 (Alpha Cleaning)',
        // The mails' texts (messages `mails`, lib/server/mail/locale.ts).
        location: '4 Elm Row, Norwich',
        message: 'Your team is on the way.',
        link: 'https://example.test/x',
        reference: 'pi_123',
        days: 3,
        login: 'https://example.test/auth/jwt/login',
        forgot: 'https://example.test/auth/jwt/forgot-password',
        first: '01603 555 0100',
        second: 'office@example.test',
        address: '22 Unthank Road',
        contact: '01603 555 0100',
        repeat: 'Every week',
        vat: '£17.10',
        mail: (chunks: string) => chunks,
        tel: (chunks: string) => chunks,
      };
      const en = load('en');
      for (const key of load(locale).keys()) {
        const text = t.markup(key as never, values as never);
        if (/liability|excess|weeklyPay/.test(en.get(key) ?? ''))
          expect(text, `${locale} ${key}`).toMatch(/£|英镑|bảng Anh|جنيه إسترليني/);
      }
      expect(errors).toEqual([]);
    },
  );
});
