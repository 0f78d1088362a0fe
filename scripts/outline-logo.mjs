// `npm run logo`: writes public/images/logo.svg with its words as outlines of Public Sans, the site's own face.
// As <text>, the logo asked for Arial, which Android and Linux do not have: each drew it in another face (Roboto,
// Liberation Sans, DejaVu Sans), and its text needed system font lookups when the header was first drawn (5-24 ms in
// a fresh Chromium on Linux).
// Outlines look the same everywhere and need no font. Run after changing the words, colours or layout below.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE = path.join(
  root,
  'node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2',
);
export const LOGO_FILE = path.join(root, 'public/images/logo.svg');

const source = readFileSync(SOURCE);

/** One line of the logo as a path: `x`, `y` the baseline's start, `tracking` extra space after each letter. */
async function line({ text, x, y, size, weight, tracking = 0, fill }) {
  // A static instance of the variable face at `weight`, cut to the line's letters (fontkit cannot read a variable
  // WOFF2's instances itself).
  const face = fontkit.create(
    await subsetFont(source, text, { targetFormat: 'truetype', variationAxes: { wght: weight } }),
  );
  const run = face.layout(text);
  const scale = size / face.unitsPerEm;
  let pen = x;
  const parts = [];
  run.glyphs.forEach((glyph, i) => {
    // Font units grow upwards, SVG's downwards: flip about the baseline.
    const d = glyph.path
      .scale(scale, -scale)
      .translate(pen + run.positions[i].xOffset * scale, y)
      .toSVG();
    if (d) parts.push(d);
    pen += run.positions[i].xAdvance * scale + tracking;
  });
  const round = (d) => d.replace(/-?\d+\.\d+/g, (n) => String(Math.round(Number(n) * 10) / 10));
  return `<path fill="${fill}" d="${round(parts.join(''))}"/>`;
}

/** The logo's SVG document, as the script writes it. */
export async function logoSvg() {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 48" width="220" height="48" role="img">',
    '<title>Brightside Cleaning</title>',
    '<circle cx="24" cy="24" r="22" fill="#047860"/>',
    '<path d="M24 9c2 8 5 11 13 13-8 2-11 5-13 13-2-8-5-11-13-13 8-2 11-5 13-13z" fill="#fbbf24"/>',
    await line({ text: 'Brightside', x: 54, y: 22, size: 17, weight: 800, fill: '#065f4e' }),
    await line({ text: 'CLEANING', x: 54, y: 40, size: 12, weight: 600, tracking: 2.4, fill: '#1c252e' }),
    '</svg>',
  ];
  return `${svg.join('')}\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const svg = await logoSvg();
  writeFileSync(LOGO_FILE, svg);
  console.log(`${path.relative(root, LOGO_FILE)}: ${svg.length} bytes`);
}
