import localFont from 'next/font/local';

// Self-hosted from @fontsource: a Google-hosted font would need the internet at build time.
export const publicSans = localFont({
  src: [
    { path: '../node_modules/@fontsource-variable/public-sans/files/public-sans-latin-wght-normal.woff2', style: 'normal' },
  ],
  weight: '100 900',
  variable: '--font-public-sans',
  display: 'swap',
  fallback: ['system-ui', 'Segoe UI', 'Roboto', 'Arial'],
});
