// Bundles the Cleaner's service worker (lib/offline/worker) into public/sw.js with esbuild, before `next build`, so
// it does not depend on Next's bundler or its plugins (the worker is plain Serwist, whatever builds the pages).
// Written before the build, the file is older than the build's BUILD_ID, so scripts/lib/build.mjs sees no change.
import { build } from 'esbuild';
import path from 'node:path';

const root = path.join(import.meta.dirname, '..');
const outfile = path.join(root, 'public/sw.js');

const result = await build({
  entryPoints: [path.join(root, 'lib/offline/worker/service-worker.ts')],
  outfile,
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2020',
  platform: 'browser',
  // Serwist's development logging is dropped from the bundle.
  define: { 'process.env.NODE_ENV': '"production"' },
  legalComments: 'none',
  metafile: true,
  logLevel: 'warning',
});
const bytes = result.metafile.outputs[path.relative(process.cwd(), outfile)]?.bytes;
console.log(`> Service worker: public/sw.js${bytes ? ` (${(bytes / 1024).toFixed(1)} KiB)` : ''}`);
