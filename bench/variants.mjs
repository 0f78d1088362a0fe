// What holds a public page's first paint (issue 35), by HTML variants rather than rebuilt apps: a small proxy serves
// the bare reference page and one of the site's pages as they were built, each with one change to its HTML (the site's
// stylesheet and font on the bare page; the font preload, the payload, the scripts, the header, the footer or the main
// content taken from the site's page; the font or the logo as data URLs; Next's chunks deferred), and measures them
// side by side: with Lighthouse as `npm run bench` does
// (bench/lib/compare.mjs), or with `--measure=trace` by Chromium traces of the first frame (bench/lib/first-frame.mjs).
// Every row, the bare page included, goes through the same proxy; only the HTML differs from what the servers send.
//
//   node bench/variants.mjs --site=http://127.0.0.1:3710 --path=/services/carpet-cleaning --rounds=5 [--applied=2]
//   node bench/variants.mjs --measure=trace --rounds=8 --only=bare,page,page-main
//
// The site must be running (a production build); the reference app is built and started here. These variants are
// measurements, not proposals: a page served this way has no CSP header and its RSC payload may not match its HTML.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildReference, compareLcp, renderComparison, startReference, REFERENCE_DIR } from './lib/compare.mjs';
import { parseArgs, waitFor as waitForServer } from './lib/cli.mjs';
import { compareFirstFrames, renderFirstFrames } from './lib/first-frame.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs();
const site = (args.site ?? 'http://127.0.0.1:3710').replace(/\/$/, '');
const pagePath = args.path ?? '/services/carpet-cleaning';
const refPort = Number(process.env.BENCH_REF_PORT ?? 3730);
const proxyPort = Number(process.env.BENCH_PROXY_PORT ?? 3731);
const refStatic = path.join(root, REFERENCE_DIR, '.next', 'static');

/** The core face's preload, in a prerendered page's HTML (a page rendered per request sends it as a Link header). */
const FONT_PRELOAD = /<link rel="preload" href="[^"]+" as="font"[^>]*>/;

/** The render-blocking `expect` link the public layout had until its header rows were made whole-row (app/theme.css). */
const EXPECT = '<link rel="expect" href="#main" blocking="render"/>';

/** The header's logo, requested by every public page before its first paint. */
const LOGO = '/images/logo.svg';

const text = async (url) => (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();

/**
 * The parts of the site's page the variants move about: its inline stylesheet and, where it has them, its font preload
 * (a page rendered per request sends it as a Link header instead) and its main image.
 */
async function siteParts() {
  const html = await text(`${site}${pagePath}`);
  const style = /<style>[\s\S]*?<\/style>/.exec(html)?.[0];
  const fontPreload = FONT_PRELOAD.exec(html)?.[0];
  if (!style) throw new Error(`variants: ${pagePath} has no inline stylesheet`);
  // The page's main image, if it is fetched: its address and its bytes, for the variants that fetch it sooner.
  const lcpSrc = /<img src="(\/[^"]+)"[^>]*fetchPriority="high"/.exec(html)?.[1];
  const lcpBytes = lcpSrc ? Buffer.from(await (await fetch(`${site}${lcpSrc}`)).arrayBuffer()) : undefined;
  // The core face and the logo, for the variants that put them in the HTML (no request before the first paint).
  const fontSrc = /url\((\/fonts\/public-sans-core-[^)]+)\)/.exec(style)?.[1];
  const dataUrl = async (src, type) =>
    `data:${type};base64,${Buffer.from(await (await fetch(`${site}${src}`)).arrayBuffer()).toString('base64')}`;
  const fontData = fontSrc ? await dataUrl(fontSrc, 'font/woff2') : undefined;
  const logoData = html.includes(LOGO) ? await dataUrl(LOGO, 'image/svg+xml') : undefined;
  return { style, fontPreload, lcpSrc, lcpBytes, fontSrc, fontData, logoData };
}

const without =
  (pattern, replacement = '') =>
  (h) => {
    if (h.search(pattern) === -1) throw new Error(`variants: ${pagePath} has nothing that matches ${pattern}`);
    return h.replace(pattern, replacement);
  };
const need = (part, what) => {
  if (!part) throw new Error(`variants: ${pagePath} has no ${what}`);
  return part;
};
const withExpect = (h) => without(/<body[^>]*>/, (body) => `${body}${EXPECT}`)(h);
const noScripts = (h) =>
  h
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (s) => (s.includes('application/ld+json') ? s : ''))
    .replace(/<link rel="preload" as="script"[^>]*>/g, '');
const inlineFont = (p) => (h) =>
  without(need(p.fontSrc, 'core font face'), need(p.fontData, 'core font face'))(without(FONT_PRELOAD)(h));
const inlineLogo = (p) => (h) =>
  without(/<link rel="preload" as="image" href="\/images\/logo\.svg"[^>]*>/)(h).replaceAll(
    `src="${LOGO}"`,
    `src="${need(p.logoData, 'logo')}"`,
  );
/**
 * Next's chunks as `defer` scripts, which run after the document is parsed, instead of `async` ones, which run as soon
 * as they arrive (vercel/next.js#66958): a measurement of the framework's choice, not something the site may do.
 */
const deferScripts = (h) => without(/(<script src="\/_next\/static\/[^"]+") async=""/g, '$1 defer=""')(h);
/** The Chinese families of the font stack (tailwind.config.ts), which a Latin page's every text size looks up. */
const CJK_FAMILIES =
  /(PingFang SC|Hiragino Sans GB|Microsoft YaHei|Noto Sans SC|Noto Sans CJK SC|Source Han Sans SC),\s*/g;

function variants(p) {
  // The bare page's text in the site's font: the stylesheet's own variable names the faces.
  const siteFont = (h) => h.replace('</head>', '<style>body{font-family:var(--font-public-sans)}</style></head>');
  return {
    bare: { from: 'ref', label: 'bare Next.js page', html: (h) => h },
    'bare+style': {
      from: 'ref',
      label: "+ the site's stylesheet, inline",
      html: (h) => h.replace('</head>', `${p.style}</head>`),
    },
    'bare+style+font': {
      from: 'ref',
      label: "+ the site's font, preloaded",
      html: (h) => siteFont(h.replace('</head>', `${need(p.fontPreload, 'a font preload')}${p.style}</head>`)),
    },
    'bare-defer': { from: 'ref', label: "the bare page with Next's chunks deferred", html: deferScripts },
    page: { from: 'site', label: 'the page as built', html: (h) => h },
    'page-defer': { from: 'site', label: "the page with Next's chunks deferred", html: deferScripts },
    'page-fontpreload': {
      from: 'site',
      label: 'the page without its font preload',
      html: without(FONT_PRELOAD),
    },
    'page-expect': {
      from: 'site',
      label: 'the page with a render-blocking expect link on #main: no frame until the main content is parsed',
      html: withExpect,
    },
    'page-fontpreload-expect': {
      from: 'site',
      label: 'the page with that expect link and without its font preload',
      html: (h) => withExpect(without(FONT_PRELOAD)(h)),
    },
    'page-lcp-preload': {
      from: 'site',
      label: 'the page with its main image preloaded first in the head, before the scripts',
      html: (h) =>
        without(
          /<head>/,
          `<head><link rel="preload" as="image" href="${need(p.lcpSrc, 'main image')}" fetchpriority="high"/>`,
        )(h),
    },
    'page-lcp-inline': {
      from: 'site',
      label: 'the page with its main image in the HTML as a data URL',
      html: (h) => {
        const src = need(p.lcpSrc, 'main image');
        const type = src.endsWith('.svg') ? 'svg+xml' : path.extname(src).slice(1);
        return without(`src="${src}"`, `src="data:image/${type};base64,${p.lcpBytes?.toString('base64')}"`)(h);
      },
    },
    'page-font-inline': {
      from: 'site',
      label: 'the page with its core font face as a data URL in its stylesheet, and no font preload',
      html: inlineFont(p),
    },
    'page-logo-inline': {
      from: 'site',
      label: 'the page with its logo as a data URL, and no preload of it',
      html: inlineLogo(p),
    },
    'page-font-logo-inline': {
      from: 'site',
      label: 'the page with its core font face and its logo as data URLs',
      html: (h) => inlineLogo(p)(inlineFont(p)(h)),
    },
    'page-cjk': {
      from: 'site',
      label: 'the page without the Chinese families in its font stack',
      html: without(CJK_FAMILIES),
    },
    'page-payload': {
      from: 'site',
      label: 'the page without its RSC payload',
      html: without(/<script>self\.__next_f[\s\S]*?<\/script>/g),
    },
    'page-noscript': { from: 'site', label: 'the page with no script', html: noScripts },
    'page-noscript-nofont': {
      from: 'site',
      label: 'the page with no script and no web font (system fonts only)',
      html: (h) => without(/@font-face\{[^}]*\}/g)(without(FONT_PRELOAD)(noScripts(h))),
    },
    'page-header': { from: 'site', label: 'the page without its header', html: without(/<header[\s\S]*?<\/header>/) },
    'page-footer': { from: 'site', label: 'the page without its footer', html: without(/<footer[\s\S]*?<\/footer>/) },
    'page-main': {
      from: 'site',
      label: 'the page with its main content cut to the heading',
      html: without(/(<main[^>]*>)[\s\S]*?(<h1[\s\S]*?<\/h1>)[\s\S]*?<\/main>/, '$1$2</main>'),
    },
  };
}

function startProxy(vs) {
  const agent = new http.Agent({ keepAlive: true });
  const gzipCache = new Map();
  const send = (res, type, body, cache) => {
    res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': cache });
    res.end(zlib.gzipSync(body));
  };
  const server = http.createServer(async (req, res) => {
    const m = /^\/v\/([^/]+)(\/.*)$/.exec(req.url ?? '');
    const v = m && vs[m[1]];
    if (v) {
      const upstream = v.from === 'ref' ? `http://127.0.0.1:${refPort}${m[2]}` : `${site}${m[2]}`;
      return send(res, 'text/html; charset=utf-8', v.html(await text(upstream)), 'no-store');
    }
    // The reference app's own chunks; everything else (the site's chunks, CSS, fonts, images) from the site.
    const file = path.join(refStatic, (req.url ?? '').replace(/^\/_next\/static/, '').replace(/\?.*/, ''));
    if (req.url?.startsWith('/_next/static/') && existsSync(file)) {
      if (!gzipCache.has(file)) gzipCache.set(file, readFileSync(file));
      return send(res, 'application/javascript', gzipCache.get(file), 'public, max-age=31536000, immutable');
    }
    const up = http.request(`${site}${req.url}`, { method: req.method, headers: req.headers, agent }, (r) => {
      res.writeHead(r.statusCode ?? 502, r.headers);
      r.pipe(res);
    });
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  return new Promise((resolve) => server.listen(proxyPort, '127.0.0.1', () => resolve(server)));
}

const waitFor = (url) => waitForServer(url, 60_000);

buildReference(root);
const ref = await startReference(root, String(refPort), waitFor);
let proxy;
try {
  const vs = variants(await siteParts());
  const only = args.only ? args.only.split(',') : Object.keys(vs);
  proxy = await startProxy(vs);
  const targets = only.map((key) => ({
    key: `${key}: ${vs[key].label}`,
    url: `http://127.0.0.1:${proxyPort}/v/${key}${vs[key].from === 'ref' ? '/' : pagePath}`,
    path: vs[key].from === 'ref' ? '/' : pagePath,
  }));
  const rounds = Number(args.rounds ?? (args.measure === 'trace' ? 8 : 5));
  console.log(`\nVariants of ${pagePath} (${site}) beside the bare page, through one proxy\n`);
  if (args.measure === 'trace') {
    console.log(renderFirstFrames(await compareFirstFrames(targets, { rounds })));
  } else {
    const devtoolsRounds = Number(args.applied ?? 0);
    const rows = await compareLcp(targets, { rounds, devtoolsRounds });
    console.log(renderComparison(rows, { rounds, devtoolsRounds }));
  }
} finally {
  proxy?.close();
  ref.stop();
}
process.exit(0);
