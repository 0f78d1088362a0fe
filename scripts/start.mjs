// `npm start`: builds the site when there is no current build, then serves it on PORT (default 3000).
// Without AUTH_SECRET it creates one in .data/auth-secret so sessions survive restarts of a local install.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensureBuild, serverArgs } from './lib/build.mjs';

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

const port = process.env.PORT || '3000';
// A local install answers on localhost; a real deployment sets SITE_URL to its public https address.
if (!process.env.SITE_URL) {
  process.env.SITE_URL = `http://localhost:${port}`;
  console.log(
    `> SITE_URL is not set: using ${process.env.SITE_URL} (set it to the site's public address in production).`,
  );
}
// This script runs one long-lived server, which is what the embedded database needs (see lib/env.ts).
if (!process.env.DATABASE_URL) process.env.EMBEDDED_DB_SINGLE_SERVER ??= 'true';

ensureBuild(root);

const env = { ...process.env, NODE_ENV: 'production', PORT: port };
const child = spawn(process.execPath, serverArgs(root, env, port), { stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
