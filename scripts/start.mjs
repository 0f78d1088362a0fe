// `npm start`: builds the site when there is no current build, then serves it on PORT (default 3000).
// Without AUTH_SECRET it creates one in .data/auth-secret so sessions survive restarts of a local install.
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
process.chdir(root);

if (!process.env.AUTH_SECRET && !process.env.NEXTAUTH_SECRET) {
  const file = path.join(root, '.data', 'auth-secret');
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  process.env.AUTH_SECRET = readFileSync(file, 'utf8').trim();
}

const SOURCES = ['app', 'components', 'lib', 'messages', 'public', 'middleware.ts', 'instrumentation.ts', 'next.config.mjs', 'tailwind.config.ts', 'package-lock.json'];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(p).reduce((max, name) => Math.max(max, newestMtime(path.join(p, name))), s.mtimeMs);
}

const buildId = path.join(root, '.next', 'BUILD_ID');
const stale = !existsSync(buildId) || SOURCES.some((p) => newestMtime(path.join(root, p)) > statSync(buildId).mtimeMs);
if (stale || process.env.FORCE_BUILD === 'true') {
  console.log('> Building the site (first start or sources changed)...');
  const result = spawnSync('npx', ['next', 'build'], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const port = process.env.PORT || '3000';
const child = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
