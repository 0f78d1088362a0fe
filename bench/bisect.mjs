// Bisection from the bare reference page towards one of the site's pages (issue 35): each step is a small Next.js app,
// built with the site's own Next.js and served with `next start`, that adds one more part of the site's page to the one
// before it. The parts are taken from the page as a running build of the site serves it (its stylesheet, its font,
// its header, cookie banner, footer, JSON-LD and main content as HTML), so a step shows what that part costs on its
// own, with no other code of ours. Server-rendered as strings, they hydrate as they are.
//
//   node bench/bisect.mjs --site=http://localhost:3310 --path=/services/carpet-cleaning --rounds=5 [--steps=0,1,8]
//
// Prints the same side-by-side table as `npm run bench` (bench/lib/compare.mjs), one row per step.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { compareLcp, renderComparison, startReference } from './lib/compare.mjs';
import { parseArgs, waitFor as waitForServer } from './lib/cli.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = parseArgs();
const site = (args.site ?? 'http://localhost:3310').replace(/\/$/, '');
const pagePath = args.path ?? '/services/carpet-cleaning';
const basePort = Number(process.env.BENCH_PORT ?? 3320);

export const STEPS = [
  'bare Next.js page',
  '+ the global stylesheet',
  '+ the font and its preload',
  '+ the header and its menu',
  '+ the cookie banner and its script',
  '+ the footer (the newsletter island as HTML)',
  '+ the JSON-LD',
  '+ the main content (RSC payload as large as the page’s)',
  '+ the illustration (the LCP image)',
];

const between = (html, start, end) => {
  const i = html.indexOf(start);
  if (i < 0) return '';
  const j = html.indexOf(end, i);
  return html.slice(i, j + end.length);
};

async function parts() {
  const html = await (await fetch(`${site}${pagePath}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const href = /<link rel="stylesheet" href="([^"]+)"/.exec(head)?.[1];
  const css = href
    ? await (await fetch(`${site}${href}`)).text()
    : [...head.matchAll(/<style[^>]*>(.*?)<\/style>/gs)].map((m) => m[1]).join('\n');
  const body = html.slice(html.indexOf('<body'));
  const header = body.slice(body.indexOf('<a href="#main"'), body.indexOf('</header>') + '</header>'.length);
  const footer = between(body, '<footer', '</footer>');
  const banner = between(body, '<section id="cookie-banner"', '</section>');
  const bannerScript = /<script>(\(function\(d\)\{var b=d\.getElementById\("cookie-banner"\).*?)<\/script>/s.exec(
    body,
  )?.[1];
  const main = between(body, '<main', '</main>');
  const jsonLd = [...main.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => m[1]);
  const mainInner = main
    .replace(/^<main[^>]*>/, '')
    .replace(/<\/main>$/, '')
    .replace(/<script type="application\/ld\+json">.*?<\/script>/gs, '');
  const img = /<img[^>]*fetchPriority="high"[^>]*\/?>/.exec(mainInner)?.[0] ?? '';
  for (const [name, v] of Object.entries({ css, header, footer, banner, bannerScript, main, img }))
    if (!v) throw new Error(`bisect: no ${name} found in ${pagePath}`);
  return {
    css,
    header,
    footer,
    banner,
    bannerScript,
    jsonLd,
    main: mainInner,
    mainWithoutImage: mainInner.replace(img, ''),
  };
}

function writeStep(dir, step, p) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, 'app'), { recursive: true });
  // The copied stylesheet is already compiled: no PostCSS plugin (the repository's Tailwind) runs over it again.
  writeFileSync(path.join(dir, 'postcss.config.mjs'), 'export default { plugins: {} };\n');
  writeFileSync(
    path.join(dir, 'next.config.mjs'),
    'export default { poweredByHeader: false, eslint: { ignoreDuringBuilds: true } };\n',
  );
  writeFileSync(path.join(dir, 'app', 'parts.json'), JSON.stringify(p));
  if (step >= 1) writeFileSync(path.join(dir, 'app', 'site.css'), p.css);
  if (step >= 2) copyFileSync(path.join(root, 'app/fonts/public-sans-core.woff2'), path.join(dir, 'app', 'font.woff2'));
  const bareStyle = "{ margin: 0, padding: '2rem 1rem', fontFamily: 'system-ui, sans-serif', lineHeight: 1.5 }";
  writeFileSync(
    path.join(dir, 'app', 'layout.jsx'),
    `${step >= 1 ? "import './site.css';\n" : ''}${step >= 2 ? "import localFont from 'next/font/local';\n" : ''}import parts from './parts.json';

${step >= 2 ? "const font = localFont({ src: './font.woff2', weight: '400 800', variable: '--font-public-sans', display: 'swap' });\n" : ''}
const Html = ({ html }) => <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;

export const metadata = { title: 'Bisection step ${step}' };

export default function RootLayout({ children }) {
  return (
    <html lang="en"${step >= 2 ? ' className={font.variable}' : ''}>
      <body ${step >= 1 ? 'className="flex min-h-screen flex-col font-sans"' : `style={${bareStyle}}`}>
        ${step >= 3 ? '<Html html={parts.header} />' : ''}
        {children}
        ${step >= 5 ? '<Html html={parts.footer} />' : ''}
        ${step >= 4 ? '<Html html={parts.banner} />\n        <script dangerouslySetInnerHTML={{ __html: parts.bannerScript }} />' : ''}
      </body>
    </html>
  );
}
`,
  );
  writeFileSync(
    path.join(dir, 'app', 'page.jsx'),
    `import Link from 'next/link';
import parts from './parts.json';

export default function Page() {
  return (
    <main id="main" className="flex-1">
      ${step >= 6 ? '{parts.jsonLd.map((data, i) => <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: data }} />)}' : ''}
      ${
        step >= 7
          ? `<div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: parts.${step >= 8 ? 'main' : 'mainWithoutImage'} }} />`
          : `<h1 style={{ fontSize: '2rem', color: '#064e41' }}>Domestic and commercial cleaning across the UK</h1>
      <p>
        A bare App Router page: a layout with inline style, a heading, a paragraph and a link. It carries Next.js and
        React and nothing of the site, so it shows how early a page on this framework, this server and this machine can
        paint, measured in the same run as the site&apos;s pages.
      </p>
      <Link href="/">Home</Link>`
      }
    </main>
  );
}
`,
  );
}

const waitFor = (url) => waitForServer(url, 120_000);

const steps = args.steps ? args.steps.split(',').map(Number) : STEPS.map((_, i) => i);
if (args.dry) {
  const q = await parts();
  for (const step of steps) writeStep(path.join(root, '.data', 'bisect', `step-${step}`), step, q);
  process.exit(0);
}
const p = await parts();
const servers = [];
try {
  const targets = [];
  for (const step of steps) {
    const dir = path.join(root, '.data', 'bisect', `step-${step}`);
    writeStep(dir, step, p);
    if (args.build !== 'false') {
      console.log(`> bisect: building step ${step} (${STEPS[step]})`);
      const built = spawnSync(path.join(root, 'node_modules/.bin/next'), ['build', dir], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      });
      if (built.status !== 0) throw new Error(`bisect: step ${step} did not build`);
    }
    const server = await startReference(root, String(basePort + step), waitFor, dir);
    servers.push(server);
    targets.push({ key: `${step} ${STEPS[step]}`, url: `${server.base}/`, path: '/' });
  }
  const rounds = Number(args.rounds ?? 5);
  const rows = await compareLcp(targets, { rounds, devtoolsRounds: Number(args.applied ?? 0) });
  console.log(`\nBisection towards ${pagePath}, parts taken from ${site}\n`);
  console.log(renderComparison(rows, { rounds, devtoolsRounds: Number(args.applied ?? 0) }));
} finally {
  for (const s of servers) s.stop();
}
process.exit(0);
