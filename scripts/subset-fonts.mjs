// `npm run fonts`: cuts Public Sans's Latin file (@fontsource-variable/public-sans, 26.8 KB) in two, so a page in
// English preloads only what English text uses.
//
// - app/fonts/public-sans-core.woff2 (14 KB): ASCII and the few other characters the English pages use (curly quotes,
//   dashes, the ellipsis, £, ©, ‹ ›, the ç of "Français" in the language menu). Preloaded on every page by next/font
//   (app/fonts.ts). Under one TCP window, so it arrives in one round trip: on Lighthouse's slow 4G the 26.8 KB file
//   took two and was the last thing the largest paint waited for (LCP 1.52 s on the home page and /blogs, 1.37 s with
//   this file; bench/results.md).
// - public/fonts/public-sans-latin-<hash>.woff2 (10 KB): the rest of the Latin range (é, à, ô, œ, €, ™ ...). A page
//   fetches it only when it has one of those letters (its unicode-range, app/globals.css); French and Vietnamese pages
//   preload it (preloadLatinFont in app/fonts.ts). Its name carries its content's hash, so it is cached for good.
//
// Both keep the weights the site uses (400-800; the variable axis is cut, not pinned) and drop alternates no text
// reaches (ligatures and other substitutions; kerning stays). Run after updating @fontsource-variable/public-sans; then
// put the printed name in app/fonts.ts (LATIN_FONT_FILE) and app/globals.css (tests/unit/lib/fonts.test.ts checks all of this).
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
export const SOURCE = path.join(
  root,
  'node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2',
);
export const CORE_FILE = path.join(root, 'app/fonts/public-sans-core.woff2');
export const REST_DIR = path.join(root, 'public/fonts');
export const WEIGHTS = { min: 400, max: 800 };

/** @fontsource's Latin subset, the characters the source file has. */
const LATIN = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6],
  [0x2da],
  [0x2dc],
  [0x304],
  [0x308],
  [0x329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
  [0xfeff],
  [0xfffd],
];
/** The core: ASCII, no-break space, £ § © · ç, en and em dash, curly quotes, ellipsis, ‹ › (breadcrumbs, pager). */
const CORE = [
  [0x20, 0x7e],
  [0xa0],
  [0xa3],
  [0xa7],
  [0xa9],
  [0xb7],
  [0xe7],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2026],
  [0x2039, 0x203a],
];
/** Characters other faces of the stack own (app/fonts.ts): Vietnamese marks, Arabic joiners and hyphens. */
const OTHER_FACES = [
  [0x300, 0x301],
  [0x303, 0x304],
  [0x308, 0x309],
  [0x323],
  [0x329],
  [0x200c, 0x200e],
  [0x2010, 0x2011],
  [0x204f],
];

const expand = (ranges) => new Set(ranges.flatMap(([a, b = a]) => Array.from({ length: b - a + 1 }, (_, i) => a + i)));
const CORE_SET = expand(CORE);
const OTHER_SET = expand(OTHER_FACES);
/** The rest: Latin characters in neither the core nor another face (and no invisible format characters). */
const REST_SET = new Set(
  [...expand(LATIN)].filter(
    (c) => !CORE_SET.has(c) && !OTHER_SET.has(c) && c !== 0xfeff && !(c >= 0x2060 && c <= 0x206f),
  ),
);

/** A set of code points as a CSS unicode-range, runs collapsed: "U+20-7E, U+A0". */
export function unicodeRange(set) {
  const sorted = [...set].sort((a, b) => a - b);
  const parts = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    const hex = (c) => c.toString(16).toUpperCase();
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j + 1;
  }
  return parts.join(', ');
}

export const CORE_RANGE = unicodeRange(CORE_SET);
export const REST_RANGE = unicodeRange(REST_SET);
const hashed = (name, bytes) => `${name}-${createHash('sha256').update(bytes).digest('hex').slice(0, 10)}.woff2`;
export const restFileName = (bytes) => hashed('public-sans-latin', bytes);
/** The public site's copy of the core face (app/site-fonts.css): its name carries its content's hash, as the rest's. */
export const publicCoreFileName = (bytes) => hashed('public-sans-core', bytes);

/** The two files' bytes, made from the source as this script makes them. */
export async function subsetFiles() {
  const { default: subsetFont } = await import('subset-font');
  const source = readFileSync(SOURCE);
  const options = { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS }, noLayoutClosure: true };
  const text = (set) => String.fromCodePoint(...[...set].sort((a, b) => a - b));
  const [core, rest] = await Promise.all([
    subsetFont(source, text(CORE_SET), options),
    subsetFont(source, text(REST_SET), options),
  ]);
  return { core, rest };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { core, rest } = await subsetFiles();
  mkdirSync(path.dirname(CORE_FILE), { recursive: true });
  writeFileSync(CORE_FILE, core);
  mkdirSync(REST_DIR, { recursive: true });
  for (const old of readdirSync(REST_DIR).filter((f) => /^public-sans-(latin|core)-.*\.woff2$/.test(f)))
    rmSync(path.join(REST_DIR, old));
  const restName = restFileName(rest);
  writeFileSync(path.join(REST_DIR, restName), rest);
  writeFileSync(path.join(REST_DIR, publicCoreFileName(core)), core);
  console.log(`public/fonts/${publicCoreFileName(core)}: the core face for app/site-fonts.css`);
  console.log(`${path.relative(root, CORE_FILE)}: ${core.length} bytes\n  unicode-range: ${CORE_RANGE}`);
  console.log(`public/fonts/${restName}: ${rest.length} bytes\n  unicode-range: ${REST_RANGE}`);
}
