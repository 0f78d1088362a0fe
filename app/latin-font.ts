import { preload } from 'react-dom';

// The second Latin face of Public Sans (scripts/subset-fonts.mjs), declared in app/theme.css, and its preload: shared by
// app/fonts.ts and app/site-fonts.ts without either importing the other's next/font declarations.

/** The second Latin face's file (public/, cached for good: its name carries its content's hash). */
export const LATIN_FONT_FILE = '/fonts/public-sans-latin-7521ab206c.woff2';

/** Locales whose every page has letters of the second Latin face. */
const LATIN_FONT_LOCALES = new Set(['fr', 'vi']);

/** In a root layout: French and Vietnamese pages fetch the second Latin face with the first, not after the CSS. */
export function preloadLatinFont(locale: string) {
  if (LATIN_FONT_LOCALES.has(locale))
    preload(LATIN_FONT_FILE, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}
