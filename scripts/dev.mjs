// `npm run dev`: Next's development server with scripts/lib/dev-preload.mjs loaded into it. Next runs the server in a
// child process that takes NODE_OPTIONS, not this process's flags. Arguments are passed on (`npm run dev -- -p 4000`).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const preload = pathToFileURL(path.join(root, 'scripts/lib/dev-preload.mjs')).href;
const env = { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --import=${preload}`.trim() };
const child = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
