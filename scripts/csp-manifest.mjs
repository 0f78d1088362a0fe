// Run after `next build` (npm run build): writes the CSP hashes of every prerendered page's inline scripts to
// .next/static/<build id>/csp-manifest.json, a static file served with the build's other assets (by `next start`,
// standalone's server.js or a platform's CDN). The middleware fetches it once per process (lib/security/csp-manifest.ts)
// and allows, for a prerendered page, exactly the inline scripts that page was built with. Pages rendered per request
// carry the request's nonce instead. Nothing reads Next's output folder at run time.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inlineScriptHashes } from './lib/inline-script-hashes.mjs';

/** `{ '/en/about': ["'sha256-…'", …], … }` for every prerendered HTML file under `<distDir>/server/app`. */
export function cspManifest(distDir) {
  const appDir = path.join(distDir, 'server', 'app');
  const pages = {};
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const route = `/${path.relative(appDir, file).slice(0, -'.html'.length).split(path.sep).join('/')}`;
        pages[route] = inlineScriptHashes(readFileSync(file, 'utf8'));
      }
    }
  };
  walk(appDir);
  return pages;
}

/** Writes the manifest of the build in `distDir`; returns its path and the number of pages. */
export function writeCspManifest(distDir) {
  const buildId = readFileSync(path.join(distDir, 'BUILD_ID'), 'utf8').trim();
  const pages = cspManifest(distDir);
  const out = path.join(distDir, 'static', buildId, 'csp-manifest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(pages));
  return { out, count: Object.keys(pages).length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const { out, count } = writeCspManifest(path.join(root, process.env.NEXT_DIST_DIR || '.next'));
  console.log(`CSP manifest: ${count} prerendered pages → ${path.relative(root, out)}`);
}
