import localFont from 'next/font/local';

// Self-hosted from @fontsource: a Google-hosted font would need the internet at build time.

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
  // The local stand-in while the face loads is ours (app/theme.css), shared with the public site: next/font's own
  // names Arial only, which Linux and Android phones do not have.
  adjustFontFallback: false,
  fallback: ['publicSans Fallback', 'publicSans Fallback Roboto'],
  declarations: [
    {
      prop: 'unicode-range',
      value: 'U+20-7E, U+A0, U+A3, U+A7, U+A9, U+B7, U+E7, U+2013-2014, U+2018-2019, U+201C-201D, U+2026, U+2039-203A',
    },
  ],
});

export { LATIN_FONT_FILE, preloadLatinFont } from './latin-font';
