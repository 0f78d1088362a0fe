// `npm run api:routes`: writes lib/api/route-paths.ts, the list of route folders under app/api that the middleware
// maps the contract's mixed-case calls onto (lib/api/contract-case.ts). tests/unit/lib/contract-case.test.ts fails
// when the list and the folders disagree.
import { readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROUTE_FILE = /^route\.(ts|tsx|js|mjs)$/;

/** The path of every route handler under `dir` (served at `base`), in Next's folder syntax, sorted. */
export function apiRoutePaths(dir, base = '/api') {
  const paths = [];
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && ROUTE_FILE.test(e.name))) paths.push(base);
  for (const entry of entries) {
    if (!entry.isDirectory() || entry.name.startsWith('_')) continue;
    // A route group, `(name)`, adds no segment to the path.
    const next = /^\(.*\)$/.test(entry.name) ? base : `${base}/${entry.name}`;
    paths.push(...apiRoutePaths(path.join(dir, entry.name), next));
  }
  return paths.sort();
}

/** The generated module's text for `paths`. */
export function routePathsModule(paths) {
  const lines = paths.map((p) => `  '${p}',`).join('\n');
  return `// Written by \`npm run api:routes\` (scripts/api-routes.mjs) from the folders under app/api. Do not edit.\nexport const API_ROUTE_PATHS: readonly string[] = [\n${lines}\n];\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(import.meta.dirname, '..');
  const paths = apiRoutePaths(path.join(root, 'app', 'api'));
  writeFileSync(path.join(root, 'lib', 'api', 'route-paths.ts'), routePathsModule(paths));
  console.log(`lib/api/route-paths.ts: ${paths.length} routes`);
}
