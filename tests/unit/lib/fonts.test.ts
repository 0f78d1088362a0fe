// @vitest-environment node
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CORE_FILE,
  CORE_RANGE,
  REST_DIR,
  REST_RANGE,
  publicCoreFileName,
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
    const publicCore = readdirSync(REST_DIR).filter((f) => f.startsWith('public-sans-core-'));
    expect(publicCore).toEqual([publicCoreFileName(core)]);
    expect(Buffer.compare(core, readFileSync(path.join(REST_DIR, publicCore[0]!)))).toBe(0);
    expect(core.length).toBeLessThan(15_000);
  }, 30_000);

  it('are declared with the ranges and the file the script gives (app/fonts.ts, app/site-fonts.css, app/theme.css)', () => {
    // Whitespace folded: the formatter decides where the declaration's lines break. The back office (next/font) and
    // the public site (its inline stylesheet, app/site-fonts.css) each declare the core face.
    const fonts = read('app/fonts.ts').replace(/\s+/g, ' ');
    expect(fonts).toContain(`prop: 'unicode-range', value: '${CORE_RANGE}'`);
    expect(fonts).toContain("src: [{ path: './fonts/public-sans-core.woff2'");
    const core =
      /@font-face \{\s*font-family: publicSans;([^}]*)\}/.exec(read('app/site-fonts.css'))?.[1]?.replace(/\s+/g, ' ') ??
      '';
    const coreFile = /url\('([^']+)'\)/.exec(core)?.[1];
    expect(coreFile).toMatch(/^\/fonts\/public-sans-core-[0-9a-f]{10}\.woff2$/);
    expect(/SITE_CORE_FONT_FILE = '([^']+)'/.exec(read('app/latin-font.ts'))?.[1]).toBe(coreFile);
    expect(Buffer.compare(readFileSync(path.join(root, 'public', coreFile!)), readFileSync(CORE_FILE))).toBe(0);
    expect(core).toContain(`unicode-range: ${CORE_RANGE};`);
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

  it("public pages' other faces are @fontsource's files, copied under names that carry their content's hash", () => {
    const faces = read('app/site-fonts.css');
    for (const [family, source] of [
      ['publicSansVietnamese', '@fontsource-variable/public-sans/files/public-sans-vietnamese-wght-normal.woff2'],
      ['cairoArabic', '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2'],
    ] as const) {
      const face = new RegExp(`font-family: ${family};([^}]*)\\}`).exec(faces)?.[1] ?? '';
      const file = /url\('([^']+)'\)/.exec(face)?.[1];
      expect(file, family).toBeDefined();
      const bytes = readFileSync(path.join(root, 'public', file!));
      expect(Buffer.compare(bytes, readFileSync(path.join(root, 'node_modules', source))), family).toBe(0);
      expect(file, family).toContain(createHash('sha256').update(bytes).digest('hex').slice(0, 10));
    }
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
