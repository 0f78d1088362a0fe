// Builds the site with `next build` when there is no build yet or a source file is newer than it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'types', 'middleware.ts', 'instrumentation.ts', 'next.config.mjs', 'tailwind.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

export function ensureBuild(root, env = process.env) {
  const distDir = env.NEXT_DIST_DIR || '.next';
  const buildId = path.join(root, distDir, 'BUILD_ID');
  const stale = !existsSync(buildId) || SOURCES.some((p) => newestMtime(path.join(root, p)) > statSync(buildId).mtimeMs);
  if (!stale && env.FORCE_BUILD !== 'true') return;
  console.log(`> Building the site into ${distDir} (no current build, or sources changed)...`);
  const result = spawnSync('npx', ['next', 'build'], { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
