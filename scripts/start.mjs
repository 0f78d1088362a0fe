// `npm start`: builds the site when there is no current build, then serves it on PORT (default 3000).
// Without AUTH_SECRET it creates one in .data/auth-secret so sessions survive restarts of a local install.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild } from './lib/build.mjs';

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

ensureBuild(root);

const port = process.env.PORT || '3000';
const child = spawn('npx', ['next', 'start', '-p', port], { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
