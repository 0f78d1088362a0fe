// `npm run dev`: Next's development server. Arguments are passed on (`npm run dev -- -p 4000`). Beside it, the public
// stylesheet is compiled again whenever a source changes (scripts/build-site-css.mjs), as the pages inline it.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const css = path.join(root, 'scripts/build-site-css.mjs');
if (spawnSync(process.execPath, [css], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1);
const watcher = spawn(process.execPath, [css, '--watch'], { cwd: root, stdio: 'inherit' });
const child = spawn('npx', ['next', 'dev', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    watcher.kill(signal);
    child.kill(signal);
  });
child.on('exit', (code) => {
  watcher.kill();
  process.exit(code ?? 0);
});
