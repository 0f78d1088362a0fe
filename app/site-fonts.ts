import localFont from 'next/font/local';

// The public site's fonts (app/[locale], the sign-in screens, the 404), declared apart from app/fonts.ts (the back
// office's): a font module imported by both areas became a stylesheet of its own, a second render-blocking request on
// every public page beside app/site.css. Declared here, its @font-face rules travel in the public pages' one stylesheet.
// next/font wants each declaration as a literal, so the core face is declared in both files; tests/unit/lib/fonts.test.ts
// holds both to scripts/subset-fonts.mjs.

/**
 * Public Sans for ASCII and the few other characters English text uses: 14 KB, preloaded on every page. The rest of
 * its Latin letters (é, à, ô ...) are a second face, `publicSansLatin` (app/theme.css), fetched by a page that has
 * one of them and preloaded by French and Vietnamese pages (preloadLatinFont). Both files are cut from @fontsource's
 * by scripts/subset-fonts.mjs, which says why; this unicode-range is its CORE_RANGE (next/font wants the literal here).
 */
export const publicSans = localFont({
  src: [{ path: './fonts/public-sans-core.woff2', style: 'normal' }],
  weight: '400 800',
  variable: '--font-public-sans',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+20-7E, U+A0, U+A3, U+A7, U+A9, U+B7, U+E7, U+2013-2014, U+2018-2019, U+201C-201D, U+2026, U+2039-203A',
    },
  ],
});

/**
 * Public Sans's Vietnamese letters (ạ, ế, ở, ư ...). Without them each accented letter of a Vietnamese word would come
 * from a different system font. Not preloaded: only a page with Vietnamese text fetches these 8 KB.
 */
export const publicSansVietnamese = localFont({
  src: [
    {
      path: '../node_modules/@fontsource-variable/public-sans/files/public-sans-vietnamese-wght-normal.woff2',
      style: 'normal',
    },
  ],
  weight: '100 900',
  variable: '--font-public-sans-vi',
  // Not preloaded, so it may arrive after the first paint: 'optional' never swaps it in late (no layout shift); a first,
  // uncached visit on a slow line may keep the system's letters, later pages have it from the cache.
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  // @fontsource's Vietnamese subset (next/font wants the literal here), so only a page with those letters fetches it.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0102-0103,U+0110-0111,U+0128-0129,U+0168-0169,U+01A0-01A1,U+01AF-01B0,U+0300-0301,U+0303-0304,U+0308-0309,U+0323,U+0329,U+1EA0-1EF9,U+20AB',
    },
  ],
});

/**
 * Arabic letters, which Public Sans does not have: Cairo, a low-contrast sans with Public Sans's open, even colour,
 * one 31 KB variable file for every weight. Its class goes on <html> of Arabic pages only, so no other locale fetches it.
 */
export const cairoArabic = localFont({
  src: [{ path: '../node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2', style: 'normal' }],
  weight: '200 1000',
  variable: '--font-arabic',
  // As above: measured on a throttled phone, swapping Cairo in late shifted the page (CLS 0.015); 'optional' does not.
  display: 'optional',
  preload: false,
  adjustFontFallback: false,
  // @fontsource's Arabic subset: the face is never used, or fetched, for Latin text.
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC',
    },
  ],
});

export { LATIN_FONT_FILE, preloadLatinFont } from './latin-font';

/** The font variables a page in `locale` sets on <html> (see the font stack in tailwind.config.ts). */
export const fontVariables = (locale: string) =>
  [publicSans.variable, publicSansVietnamese.variable, locale === 'ar' ? cairoArabic.variable : '']
    .filter(Boolean)
    .join(' ');
