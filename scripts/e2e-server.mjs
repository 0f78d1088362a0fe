// The server Playwright tests run against: the production build, on a fresh embedded database seeded with demo data.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, serverEnv } from './lib/build.mjs';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.E2E_PORT || '3210';
const dataDir = path.join(root, '.data', `e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

const siteUrl = `http://127.0.0.1:${port}`;
// Static pages carry the origin they were built for: build (or reuse CI's build) for the address the browser uses.
ensureBuild(root, { ...process.env, SITE_URL: siteUrl });

const env = {
  ...process.env,
  NODE_ENV: 'production',
  DATABASE_URL: '',
  PGLITE_DATA_DIR: dataDir,
  UPLOAD_DIR: path.join(dataDir, 'uploads'),
  SEED_DEMO_DATA: 'true',
  AUTH_SECRET: 'e2e-secret-for-playwright-runs-only-0123456789',
  // The address the browser uses: links and the same-origin check of cookie-signed-in writes are built from it.
  SITE_URL: siteUrl,
  EMBEDDED_DB_SINGLE_SERVER: 'true',
};
// No -H: Next 15.5 normalises 127.0.0.1 to localhost in middleware URLs but not in the server's own origin, so with
// `-H 127.0.0.1` next-intl's rewrite of unprefixed English paths (/about → /en/about) is treated as external and
// answered with a 307 to itself (an endless loop). Without -H both sides say localhost and the rewrite stays internal.
const child = spawn('npx', ['next', 'start', '-p', port], { cwd: root, stdio: 'inherit', env: serverEnv(env) });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
