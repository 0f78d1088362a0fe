import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

const load = (locale: string) => leaves(JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8')) as Tree);
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
    const mismatched = [...en.entries()].filter(([k, v]) => other.has(k) && placeholders(v).join() !== placeholders(other.get(k)!).join()).map(([k]) => k);
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
