import { randomBytes } from 'node:crypto';
import createNextIntlPlugin from 'next-intl/plugin';
import { CompileHintsPlugin } from './scripts/lib/compile-hints.mjs';
import { HSTS, isHttpsSite } from './scripts/lib/hsts.mjs';

// One id for this build, shared by every process `next build` starts (they inherit the environment): Next's build id,
// and the name of the CSP manifest the middleware fetches (lib/security/csp-manifest.ts).
const BUILD_ID = (process.env.APP_BUILD_ID ??= `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`);

// Messages are precompiled at build time: browsers get ready-made messages and no ICU parser (~8 KiB gzip less on
// every page that translates on the client). `t.raw()` then returns compiled data, not the source string.
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Lets parallel builds (e.g. a second checkout's e2e run) use their own output folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Next compresses (gzip) on `next start` and standalone; on a Vercel-style host the platform's CDN compresses and
  // this setting is not used. Behind a proxy that compresses, it may be turned off there, never needed here.
  compress: true,
  // BUILD_STANDALONE=1 (the Dockerfile) adds .next/standalone/server.js: the server with only the files it needs.
  ...(process.env.BUILD_STANDALONE === '1' ? { output: 'standalone' } : {}),
  // ANALYZE=1 keeps browser source maps, to see what a chunk is made of (npx source-map-explorer).
  productionBrowserSourceMaps: process.env.ANALYZE === '1',
  // PGlite ships WebAssembly and data files that must be loaded from node_modules at run time.
  // @react-pdf/renderer (invoice PDFs) runs its own React reconciler on Node: loaded from node_modules, never bundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@react-pdf/renderer'],
  // The invoice PDF's fonts are read at run time by any handler that may send mail (the outbox attaches the PDF).
  outputFileTracingIncludes: {
    // pdfkit loads its standard fonts through package imports (`#standard-fonts/…`) the tracer cannot follow: the
    // standalone server (BUILD_STANDALONE=1, as CI's journeys run it) failed every PDF without them.
    '/**': [
      './lib/server/db/migrations/**/*',
      './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
      './node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
      './node_modules/pdfkit/js/standard-fonts/**/*',
      './node_modules/pdfkit/js/data/**/*',
    ],
  },
  images: { formats: ['image/avif', 'image/webp'] },
  // Static pages carry absolute URLs (canonical, hreflang, Open Graph): pin the origin they were built with, so the
  // pages rendered later (sitemap, robots.txt) name the same one (lib/seo.ts siteUrl()).
  env: { BUILD_SITE_URL: process.env.SITE_URL?.trim() ?? '', APP_BUILD_ID: BUILD_ID },
  generateBuildId: () => BUILD_ID,
  webpack(config, { isServer, dev }) {
    // Webpack copies a module shared by several client entries into each of them when the shared part would be under
    // 20 kB (Next's minSize). Measured on the back office: next-intl's formatter (3.3 KiB gzip) arrived three times and
    // ~12 KiB of every form screen's first load were such copies. A smaller floor gives them one shared chunk instead.
    const split = config.optimization?.splitChunks;
    if (!isServer && !dev && split) split.minSize = 2500;
    // The chunks every page runs as it starts are compiled off the main thread (scripts/lib/compile-hints.mjs).
    // COMPILE_HINTS=off builds without them, for the side-by-side measure that decides whether they stay
    // (docs/decisions/0004-compile-hints.md).
    if (!isServer && !dev && process.env.COMPILE_HINTS !== 'off') config.plugins.push(new CompileHintsPlugin());
    return config;
  },
  // Browsers and crawlers ask for /favicon.ico whatever icon a page declares (headless Chromium logged a 404 on every
  // first visit): answer with the logo the pages name.
  async rewrites() {
    return [{ source: '/favicon.ico', destination: '/images/logo.svg' }];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
        ],
      },
      // Pages get HSTS from the middleware, which does not run for the API. The build is made for its SITE_URL.
      ...(isHttpsSite(process.env.SITE_URL)
        ? [{ source: '/api/:path*', headers: [{ key: 'Strict-Transport-Security', value: HSTS }] }]
        : []),
      // Font files whose names carry their content's hash (scripts/subset-fonts.mjs).
      { source: '/fonts/:file*', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ];
  },
};

export default withNextIntl(nextConfig);
