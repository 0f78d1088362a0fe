// Builds the site (`next build`, then the CSP manifest, as `npm run build` does) when there is no build yet or a
// source file is newer than it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app',
  'scripts/csp-manifest.mjs',
  'scripts/build-service-worker.mjs',
  'scripts/build-site-css.mjs',
  'components',
  'lib',
  'messages',
  'public',
  'types',
  'middleware.ts',
  'instrumentation.ts',
  'instrumentation-client.ts',
  'next.config.mjs',
  'tailwind.config.ts',
  'tailwind.site.config.ts',
  'package-lock.json',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

export function ensureBuild(root, env = process.env) {
  const distDir = env.NEXT_DIST_DIR || '.next';
  const buildId = path.join(root, distDir, 'BUILD_ID');
  const stale =
    !existsSync(buildId) ||
    builtForOtherSite(root, distDir, env) ||
    SOURCES.some((p) => newestMtime(path.join(root, p)) > statSync(buildId).mtimeMs);
  if (!stale && env.FORCE_BUILD !== 'true') return;
  console.log(`> Building the site into ${distDir} (no current build, or sources or SITE_URL changed)...`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * How `npm start` serves a build: behind a proxy or a platform that says who the client is (CLIENT_ADDRESS_FROM),
 * plain `next start`; otherwise its own small server (scripts/server.mjs, Next's custom-server API), which may face
 * the internet with no proxy in front. Returns the command for `spawn(process.execPath, args)`.
 */
export function serverArgs(root, env, port) {
  if (env.CLIENT_ADDRESS_FROM) return [path.join(root, 'node_modules/.bin/next'), 'start', '-p', String(port)];
  return [path.join(root, 'scripts/server.mjs')];
}

/** Static pages carry the site's origin (canonical, hreflang; next.config.mjs pins it): another SITE_URL needs a build. */
function builtForOtherSite(root, distDir, env) {
  try {
    const { config } = JSON.parse(readFileSync(path.join(root, distDir, 'required-server-files.json'), 'utf8'));
    return (config.env?.BUILD_SITE_URL ?? '') !== (env.SITE_URL?.trim() ?? '');
  } catch {
    return true;
  }
}
