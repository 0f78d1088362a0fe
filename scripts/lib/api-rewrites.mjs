// The API contract names its calls in mixed case (/api/Enquiry/CreateEnquiry) and route folders are lower case. Next
// matches next.config rewrites case-insensitively (experimental.caseSensitiveRoutes is off), so one rewrite per route
// folder, from its own path to itself, takes any casing of the path to the folder, before Next looks for a page (the
// `[locale]/[...rest]` page would otherwise answer a mixed-case call with a 404 page). Parameters keep their case.
// This used to be the middleware's job; the middleware no longer runs for the API, which saves it a quarter of a
// call's cost (bench/results.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';

const ROUTE_FILE = /^route\.(ts|tsx|js|mjs)$/;

/** A folder name as a path segment in next.config's syntax, or null for a route group, which adds none. */
function segment(name) {
  if (/^\(.*\)$/.test(name)) return null;
  const optionalCatchAll = /^\[\[\.\.\.(\w+)\]\]$/.exec(name);
  if (optionalCatchAll) return `:${optionalCatchAll[1]}*`;
  const catchAll = /^\[\.\.\.(\w+)\]$/.exec(name);
  if (catchAll) return `:${catchAll[1]}+`;
  const dynamic = /^\[(\w+)\]$/.exec(name);
  if (dynamic) return `:${dynamic[1]}`;
  return name;
}

/** The path (in next.config's syntax) of every route handler under `dir`, which is served at `base`. */
export function apiRoutePaths(dir, base = '/api') {
  const paths = [];
  const entries = readdirSync(dir, { withFileTypes: true });
  if (entries.some((e) => e.isFile() && ROUTE_FILE.test(e.name))) paths.push(base);
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    const part = segment(entry.name);
    paths.push(...apiRoutePaths(path.join(dir, entry.name), part === null ? base : `${base}/${part}`));
  }
  return paths;
}

/**
 * next.config `rewrites().beforeFiles`: any casing of an API route's path goes to its folder. Paths without
 * parameters come first: `/api/Auth/Login` must reach `auth/login`, not `auth/[...nextauth]` with `Login` as its
 * parameter (Next takes the first rewrite that matches).
 */
export function apiCaseRewrites(appDir) {
  const params = (p) => (p.includes('/:') ? 1 : 0);
  return apiRoutePaths(path.join(appDir, 'api'))
    .sort((a, b) => params(a) - params(b) || a.localeCompare(b))
    .map((p) => ({ source: p, destination: p }));
}
