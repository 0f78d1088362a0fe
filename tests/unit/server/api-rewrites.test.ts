// @vitest-environment node
// The API is called in the contract's mixed case (/api/Enquiry/CreateEnquiry) and served from lower-case folders:
// next.config's rewrites (scripts/lib/api-rewrites.mjs) do the mapping now that the middleware skips the API.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { allEndpoints } from '@/lib/server/openapi';
import { apiCaseRewrites, apiRoutePaths } from '@/scripts/lib/api-rewrites.mjs';

const require = createRequire(import.meta.url);
type Match = (pathname: string) => false | Record<string, string | string[]>;
// Next's own matcher for next.config routes, with the case-insensitivity it applies (caseSensitiveRoutes is off).
const { getPathMatch } = require('next/dist/shared/lib/router/utils/path-match.js') as {
  getPathMatch: (source: string, options: { strict: boolean; removeUnnamedParams: boolean; sensitive: boolean }) => Match;
};

const root = path.resolve(import.meta.dirname, '../../..');
const rewrites = apiCaseRewrites(path.join(root, 'app'));

/** Where Next sends a path: the first rewrite whose source matches, its parameters put back into the destination. */
function destination(pathname: string) {
  for (const rule of rewrites) {
    const params = getPathMatch(rule.source, { strict: true, removeUnnamedParams: true, sensitive: false })(pathname);
    if (!params) continue;
    return rule.destination.replace(/:(\w+)[+*]?/g, (_, name: string) => [params[name]].flat().join('/'));
  }
  return null;
}

/** The folder of a destination, with `[param]` names where the destination has values. */
function folderExists(dest: string) {
  const folders = apiRoutePaths(path.join(root, 'app/api'));
  return folders.some((p) => getPathMatch(p, { strict: true, removeUnnamedParams: true, sensitive: true })(dest));
}

describe('API rewrites', () => {
  it('cover every route folder, each from its own path to itself', () => {
    expect(rewrites.length).toBeGreaterThan(100);
    for (const { source, destination: dest } of rewrites) {
      expect(dest).toBe(source);
      expect(source).toBe(source.toLowerCase());
    }
    expect(existsSync(path.join(root, 'app/api/enquiry/createenquiry/route.ts'))).toBe(true);
    expect(rewrites.map((r) => r.source)).toContain('/api/enquiry/createenquiry');
  });

  it('take every call of the contract, in its own casing, to a route folder', () => {
    for (const endpoint of allEndpoints()) {
      const concrete = endpoint.path.replace(/\{(\w+)\}/g, 'Abc-123');
      const dest = destination(concrete);
      expect(dest, `${endpoint.method} ${endpoint.path}`).not.toBeNull();
      expect(folderExists(dest!), `${endpoint.path} → ${dest}`).toBe(true);
    }
  });

  it('keep parameters as sent, and prefer a fixed path to a parameter', () => {
    expect(destination('/api/Enquiry/CreateEnquiry')).toBe('/api/enquiry/createenquiry');
    expect(destination('/api/JOB/GetCandidates/AbC-1')).toBe('/api/job/getcandidates/AbC-1');
    expect(destination('/api/Files/cv/Some/File.pdf')).toBe('/api/files/cv/Some/File.pdf');
    expect(destination('/api/Auth/Login')).toBe('/api/auth/login');
    expect(destination('/api/auth/session')).toBe('/api/auth/session');
    expect(destination('/api/NoSuchCall')).toBeNull();
  });
});

describe('next.config', () => {
  type Config = { rewrites: () => Promise<{ beforeFiles: unknown[] }>; headers: () => Promise<{ source: string; headers: { key: string; value: string }[] }[]> };
  const load = async (siteUrl: string) => {
    const before = process.env.SITE_URL;
    process.env.SITE_URL = siteUrl;
    try {
      // next.config reads SITE_URL when Next asks it for its routes (at build time).
      const config = ((await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'next.config.mjs')).href)) as { default: Config }).default;
      return { rewrites: await config.rewrites(), headers: await config.headers() };
    } finally {
      if (before === undefined) delete process.env.SITE_URL;
      else process.env.SITE_URL = before;
    }
  };
  const hsts = (headers: Awaited<ReturnType<Config['headers']>>) =>
    headers.filter((h) => h.headers.some((x) => x.key === 'Strict-Transport-Security')).map((h) => h.source);

  it('rewrites the API before Next looks for a page, and sends HSTS with API answers on an https site only', async () => {
    const https = await load('https://www.example.co.uk');
    expect(https.rewrites.beforeFiles).toEqual(rewrites);
    expect(hsts(https.headers)).toEqual(['/api/:path*']);
    expect(hsts((await load('http://127.0.0.1:3210')).headers)).toEqual([]);
  });
});
