// What holds a public page's first paint (issue 35), by HTML variants rather than rebuilt apps: a small proxy serves
// the bare reference page and one of the site's pages as they were built, each with one change to its HTML (a
// stylesheet linked or inlined, the font preloaded or not, the illustration as a data: URL, no script at all), and
// Lighthouse measures them side by side as `npm run bench` does (bench/lib/compare.mjs). Every row, the bare page
// included, goes through the same proxy; only the HTML differs from what the servers send.
//
//   node bench/variants.mjs --site=http://127.0.0.1:3710 --path=/services/carpet-cleaning --rounds=5 [--applied=2]
//
// The site must be running (a production build); the reference app is built and started here. These variants are
// measurements, not proposals: a page served this way has no CSP header and its RSC payload may not match its HTML.
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { buildReference, compareLcp, renderComparison, startReference, REFERENCE_DIR } from './lib/compare.mjs';
import { parseArgs, waitFor as waitForServer } from './lib/cli.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs();
const site = (args.site ?? 'http://127.0.0.1:3710').replace(/\/$/, '');
const pagePath = args.path ?? '/services/carpet-cleaning';
const refPort = Number(process.env.BENCH_REF_PORT ?? 3730);
const proxyPort = Number(process.env.BENCH_PROXY_PORT ?? 3731);
const refStatic = path.join(root, REFERENCE_DIR, '.next', 'static');

const text = async (url) => (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).text();

/** The parts of the site's page the variants move about: its stylesheet, its font preload, its <html> classes. */
async function siteParts() {
  const html = await text(`${site}${pagePath}`);
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1];
  const fontPreload = /<link rel="preload" href="[^"]+" as="font"[^>]*>/.exec(html)?.[0];
  const htmlClass = /<html[^>]* class="([^"]*)"/.exec(html)?.[1];
  if (!href || !fontPreload || !htmlClass)
    throw new Error(`variants: ${pagePath} has no stylesheet, font preload or classes`);
  return { href, css: await text(`${site}${href}`), fontPreload, htmlClass };
}

const noScripts = (h) =>
  h
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, (s) => (s.includes('application/ld+json') ? s : ''))
    .replace(/<link rel="preload" as="script"[^>]*>/g, '');
const noFontPreload = (h) => h.replace(/<link rel="preload" href="[^"]+" as="font"[^>]*>/g, '');
/** The main illustration (the page's fetchpriority="high" SVG) as a data: URL, in the HTML and the RSC payload alike. */
const illustrationInline = (h) => {
  const src = /<img[^>]*src="(\/images\/[^"]+\.svg)"[^>]*fetchPriority="high"/i.exec(h)?.[1];
  if (!src) return h;
  const data = `data:image/svg+xml;base64,${readFileSync(path.join(root, 'public', src)).toString('base64')}`;
  return h.split(src).join(data);
};

function variants(p) {
  const style = `<style>${p.css}</style>`;
  const inline = (h) => h.replace(/<link rel="stylesheet" href="[^"]+"[^>]*>/, style);
  // The bare page's text in the site's font: its classes on <html> set the font's variable.
  const siteFont = (h) =>
    h
      .replace('<html lang="en">', `<html lang="en" class="${p.htmlClass}">`)
      .replace('</head>', '<style>body{font-family:var(--font-public-sans)!important}</style></head>');
  return {
    bare: { from: 'ref', label: 'bare Next.js page', html: (h) => h },
    'bare+link': {
      from: 'ref',
      label: "+ the site's stylesheet, linked",
      html: (h) => h.replace('</head>', `<link rel="stylesheet" href="${p.href}"/></head>`),
    },
    'bare+inline': {
      from: 'ref',
      label: "+ the site's stylesheet, inline",
      html: (h) => h.replace('</head>', `${style}</head>`),
    },
    'bare+inline+font': {
      from: 'ref',
      label: '+ inline stylesheet, the font preloaded',
      html: (h) => siteFont(h.replace('</head>', `${p.fontPreload}${style}</head>`)),
    },
    'bare+inline+font-nopreload': {
      from: 'ref',
      label: '+ inline stylesheet, the font not preloaded',
      html: (h) => siteFont(h.replace('</head>', `${style}</head>`)),
    },
    page: { from: 'site', label: 'the page as built', html: (h) => h },
    'page-noscript': { from: 'site', label: 'the page with no script', html: noScripts },
    'page+inline': { from: 'site', label: 'the page, stylesheet inline', html: inline },
    'page+inline-fontpreload': {
      from: 'site',
      label: '… and no font preload',
      html: (h) => noFontPreload(inline(h)),
    },
    'page+inline-fontpreload+dataurl': {
      from: 'site',
      label: '… and the illustration as a data: URL',
      html: (h) => illustrationInline(noFontPreload(inline(h))),
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
  const rounds = Number(args.rounds ?? 5);
  const devtoolsRounds = Number(args.applied ?? 0);
  const rows = await compareLcp(targets, { rounds, devtoolsRounds });
  console.log(`\nVariants of ${pagePath} (${site}) beside the bare page, through one proxy\n`);
  console.log(renderComparison(rows, { rounds, devtoolsRounds }));
} finally {
  proxy?.close();
  ref.stop();
}
process.exit(0);
