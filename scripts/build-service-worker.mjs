// Bundles the Cleaner's service worker (lib/offline/worker) into public/sw.js with esbuild, after `next build`, so it
// does not depend on Next's bundler or its plugins (the worker is plain Serwist, whatever builds the pages). Run after
// the build so the worker can precache every file of this release under /_next/static: the screens load some of their
// code only when used (a dialog, a checklist's editor), and with no signal it must already be on the phone.
import { build } from 'esbuild';
import { readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const outfile = path.join(root, 'public/sw.js');
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next');
const staticDir = path.join(distDir, 'static');

const files = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
// Hashed names never change content, so no revision is needed; the CSP manifest (a JSON file) is not code.
const precache = files(staticDir)
  .filter((f) => /\.(js|css|woff2)$/.test(f))
  .map((f) => ({ url: `/_next/static/${path.relative(staticDir, f).split(path.sep).join('/')}`, revision: null }));

const result = await build({
  entryPoints: [path.join(root, 'lib/offline/worker/service-worker.ts')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  platform: 'browser',
  // Serwist's development logging is dropped from the bundle; the release's files are the precache list.
  define: { 'process.env.NODE_ENV': '"production"', 'self.__SW_MANIFEST': JSON.stringify(precache) },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
// Dated a second before the build, so scripts/lib/build.mjs (which compares public/ with BUILD_ID) still sees it
// current: the file, and its folder, whose date moves when the file is first created. A whole second in integer
// seconds, because a date copied with fractions can land a fraction of a millisecond after BUILD_ID's own.
const before = Math.floor(statSync(path.join(distDir, 'BUILD_ID')).mtimeMs / 1000) - 1;
for (const p of [outfile, path.dirname(outfile)])
  if (statSync(p).mtimeMs / 1000 > before) utimesSync(p, before, before);
const bytes = result.metafile.outputs[path.relative(process.cwd(), outfile)]?.bytes;
console.log(
  `> Service worker: public/sw.js${bytes ? ` (${(bytes / 1024).toFixed(1)} KiB)` : ''}, ${precache.length} files precached`,
);
