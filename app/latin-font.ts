import { preload } from 'react-dom';

// The second Latin face of Public Sans (scripts/subset-fonts.mjs), declared in app/theme.css, and its preload: shared by
// the back office (app/fonts.ts) and the public layouts, which declare their faces in CSS (app/site-fonts.css).

/** The second Latin face's file (public/, cached for good: its name carries its content's hash). */
export const LATIN_FONT_FILE = '/fonts/public-sans-latin-7521ab206c.woff2';

/** Locales whose every page has letters of the second Latin face. */
const LATIN_FONT_LOCALES = new Set(['fr', 'vi']);

/** In a root layout: French and Vietnamese pages fetch the second Latin face with the first, not after the CSS. */
export function preloadLatinFont(locale: string) {
  if (LATIN_FONT_LOCALES.has(locale))
    preload(LATIN_FONT_FILE, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
}

/** Public Sans's core face as the public pages declare it (app/site-fonts.css), under its content's hash. */
export const SITE_CORE_FONT_FILE = '/fonts/public-sans-core-113fc6bf04.woff2';

/**
 * In a public root layout: the core face is fetched at once, beside the HTML, so the first layout usually has it. Without
 * it most first layouts use the local stand-in (app/theme.css), whose widths are close but not equal: the home
 * page's heading, which fits on two lines in Public Sans with a pixel to spare at 412 px, took three and moved the page
 * when the face arrived (CLS 0.03 in every run; bench/results.md, issue 35).
 */
export function preloadSiteFonts(locale: string) {
  preload(SITE_CORE_FONT_FILE, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  preloadLatinFont(locale);
}
