// Installed in the server process by server-preload.mjs (and, for `npm run dev`, by dev-preload.mjs). The API
// contract names its calls in mixed case (/api/Enquiry/CreateEnquiry); route folders are lower case
// (app/api/enquiry/createenquiry). Before Next sees a request, an API path with a capital letter is given its route
// folder's casing; parameters keep theirs (an id, a file name). A path that names no route is left as it is (404).
//
// This was the middleware's job. Running the middleware for every API call cost about a fifth of the enquiry POST's
// throughput, and 113 next.config rewrites (Next matches those case-insensitively) cost as much; here a lower-case call
// costs one regular-expression test and a mixed-case one a map lookup (bench/results.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeEachRequest } from './before-each-request.mjs';

const INSTALLED = Symbol.for('brightside.apiCase');
const ROUTE_FILE = /^route\.(ts|tsx|js|mjs)$/;
const CAPITAL = /[A-Z]/;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The path of every route handler under `dir` (served at `base`), in Next's folder syntax: `/api/job/getcandidates/[id]`. */
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
  return paths;
}

const kind = (segment) => (/^\[\[\.\.\..+\]\]$/.test(segment) ? 'optional' : /^\[\.\.\..+\]$/.test(segment) ? 'rest' : /^\[.+\]$/.test(segment) ? 'one' : 'fixed');

/**
 * From route paths in Next's folder syntax, a function that gives a request path its route's casing (parameters as
 * sent), or null when no route matches. A fixed path wins over a parameter (`/api/Auth/Login` is `auth/login`, not
 * `auth/[...nextauth]`), and fewer parameters over more.
 */
export function apiCaseResolver(routePaths) {
  const fixed = new Map();
  const dynamic = [];
  for (const route of routePaths) {
    const segments = route.split('/').slice(1);
    if (segments.every((s) => kind(s) === 'fixed')) {
      fixed.set(route.toLowerCase(), route);
      continue;
    }
    const source = segments
      .map((s) => ({ fixed: `/${escapeRegExp(s)}`, one: '/([^/]+)', rest: '/(.+)', optional: '(?:/(.+))?' })[kind(s)])
      .join('');
    const weight = segments.reduce((sum, s) => sum + { fixed: 0, one: 1, rest: 10, optional: 20 }[kind(s)], 0);
    dynamic.push({ pattern: new RegExp(`^${source}$`, 'i'), segments, weight });
  }
  dynamic.sort((a, b) => a.weight - b.weight);
  return (pathname) => {
    const known = fixed.get(pathname.toLowerCase());
    if (known) return known;
    for (const { pattern, segments } of dynamic) {
      const match = pattern.exec(pathname);
      if (!match) continue;
      // Each parameter segment has one capture group, in order; an optional catch-all that matched nothing adds none.
      let group = 0;
      return segments
        .map((s) => {
          if (kind(s) === 'fixed') return `/${s}`;
          const value = match[++group];
          return value === undefined ? '' : `/${value}`;
        })
        .join('');
    }
    return null;
  };
}

/** `req.url` with its API path in its route's casing; anything else unchanged. */
export function canonicalApiUrl(url, resolve) {
  if (typeof url !== 'string' || !url.startsWith('/api/')) return url;
  const query = url.search(/[?#]/);
  const pathname = query < 0 ? url : url.slice(0, query);
  if (!CAPITAL.test(pathname)) return url;
  const canonical = resolve(pathname);
  return canonical && canonical !== pathname ? canonical + (query < 0 ? '' : url.slice(query)) : url;
}

/**
 * Gives mixed-case API paths their route's casing in every request a Node HTTP(S) server in this process receives.
 * Routes are read from the project's `app/api` when installed. Returns false if there is no such folder.
 */
export function installApiCase(appDir = path.resolve(import.meta.dirname, '../../app')) {
  if (globalThis[INSTALLED]) return true;
  let resolve;
  try {
    resolve = apiCaseResolver(apiRoutePaths(path.join(appDir, 'api')));
  } catch {
    return false;
  }
  beforeEachRequest((req) => {
    req.url = canonicalApiUrl(req.url, resolve);
  });
  globalThis[INSTALLED] = true;
  return true;
}
