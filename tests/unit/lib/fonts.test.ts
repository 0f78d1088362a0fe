// @vitest-environment node
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORE_FILE,
  CORE_RANGE,
  REST_DIR,
  REST_RANGE,
  restFileName,
  subsetFiles,
  unicodeRange,
} from '@/scripts/subset-fonts.mjs';

const root = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe("Public Sans's two Latin faces (scripts/subset-fonts.mjs)", () => {
  it('writes unicode ranges with runs collapsed', () => {
    expect(unicodeRange(new Set([0x41, 0x20, 0x21, 0x22, 0x2026]))).toBe('U+20-22, U+41, U+2026');
  });

  it('are the files the script makes from the installed @fontsource file, the core under 15 KB', async () => {
    const { core, rest } = await subsetFiles();
    expect(Buffer.compare(core, readFileSync(CORE_FILE))).toBe(0);
    const committed = readdirSync(REST_DIR).filter((f) => f.startsWith('public-sans-latin-'));
    expect(committed).toEqual([restFileName(rest)]);
    expect(Buffer.compare(rest, readFileSync(path.join(REST_DIR, committed[0]!)))).toBe(0);
    expect(core.length).toBeLessThan(15_000);
  }, 30_000);

  it('are declared with the ranges and the file the script gives (app/fonts.ts, app/site-fonts.ts, app/theme.css)', () => {
    // Whitespace folded: the formatter decides where the declaration's lines break. The back office's fonts and the
    // public site's each declare the core face (app/site-fonts.ts says why).
    for (const file of ['app/fonts.ts', 'app/site-fonts.ts']) {
      const fonts = read(file).replace(/\s+/g, ' ');
      expect(fonts, file).toContain(`prop: 'unicode-range', value: '${CORE_RANGE}'`);
      expect(fonts, file).toContain("src: [{ path: './fonts/public-sans-core.woff2'");
    }
    const file = /LATIN_FONT_FILE = '([^']+)'/.exec(read('app/latin-font.ts'))?.[1];
    expect(file).toMatch(/^\/fonts\/public-sans-latin-[0-9a-f]{10}\.woff2$/);
    expect(existsSync(path.join(root, 'public', file!))).toBe(true);

    const face =
      /@font-face \{\s*font-family: publicSansLatin;([^}]*)\}/.exec(read('app/theme.css'))?.[1]?.replace(/\s+/g, ' ') ??
      '';
    expect(face).toContain(`src: url('${file}') format('woff2');`);
    expect(face).toContain(`unicode-range: ${REST_RANGE};`);
    expect(face).toContain('font-weight: 400 800;');
  });

  it('never overlap, so the order of the font stack cannot pick the wrong face for a letter', () => {
    const expand = (range: string) =>
      range.split(', ').flatMap((part) => {
        const [a, b = a] = part
          .replace('U+', '')
          .split('-')
          .map((h) => parseInt(h!, 16));
        return Array.from({ length: b! - a! + 1 }, (_, i) => a! + i);
      });
    const core = new Set(expand(CORE_RANGE));
    expect(expand(REST_RANGE).filter((c) => core.has(c))).toEqual([]);
    // Every letter of the French and English copy is in one of them.
    const copy = read('messages/fr.json') + read('messages/en.json');
    const latin = [...new Set(copy)]
      .filter((ch) => /\p{Script=Latin}/u.test(ch) || /[\p{P}\p{S}]/u.test(ch))
      .map((ch) => ch.codePointAt(0)!);
    const rest = new Set(expand(REST_RANGE));
    const vietnamese = /[\u0102\u0103\u0110\u0111\u0128\u0129\u0168\u0169\u01a0\u01a1\u01af\u01b0\u1ea0-\u1ef9]/u;
    const uncovered = latin.filter(
      (c) => !core.has(c) && !rest.has(c) && !vietnamese.test(String.fromCodePoint(c)) && c > 0x7e,
    );
    expect(uncovered.map((c) => String.fromCodePoint(c))).toEqual([]);
  });
});
