// @vitest-environment node
// The API is called in the contract's mixed case (/api/Enquiry/CreateEnquiry) and served from lower-case folders:
// the server preload gives each call its route folder's casing before Next routes it (scripts/lib/api-case.mjs).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '@/lib/server/openapi';
import { apiCaseResolver, apiRoutePaths, canonicalApiUrl, installApiCase } from '@/scripts/lib/api-case.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const routes = apiRoutePaths(path.join(root, 'app/api'));
const resolve = apiCaseResolver(routes);

describe('apiCaseResolver', () => {
  it('knows every route folder, in lower case', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes).toContain('/api/enquiry/createenquiry');
    expect(routes).toContain('/api/job/getcandidates/[id]');
    for (const route of routes) expect(route).toBe(route.toLowerCase());
  });

  it('takes every call of the contract, in its own casing, to a route folder', () => {
    for (const endpoint of allEndpoints()) {
      const sent = endpoint.path.replace(/\{(\w+)\}/g, 'Abc-123');
      const folder = resolve(sent);
      expect(folder, `${endpoint.method} ${endpoint.path}`).not.toBeNull();
      const pattern = folder!.replace(/Abc-123/g, '[^/]+');
      expect(routes.some((r) => new RegExp(`^${pattern}$`).test(r.replace(/\[[^\]]+\]/g, 'Abc-123'))), `${sent} → ${folder}`).toBe(true);
    }
  });

  it('keeps parameters as sent, and prefers a fixed path to a parameter', () => {
    expect(resolve('/api/Enquiry/CreateEnquiry')).toBe('/api/enquiry/createenquiry');
    expect(resolve('/api/JOB/GetCandidates/AbC-1')).toBe('/api/job/getcandidates/AbC-1');
    expect(resolve('/api/Files/cv/Some/File.pdf')).toBe('/api/files/cv/Some/File.pdf');
    expect(resolve('/api/Auth/Login')).toBe('/api/auth/login');
    expect(resolve('/api/NoSuchCall')).toBeNull();
  });

  it('handles optional catch-alls and route groups', () => {
    const own = apiCaseResolver(['/api/docs/[[...slug]]', '/api/a/b', '/api/a/[x]']);
    expect(own('/api/Docs')).toBe('/api/docs');
    expect(own('/api/Docs/One/Two')).toBe('/api/docs/One/Two');
    expect(own('/api/A/B')).toBe('/api/a/b');
    expect(own('/api/A/Bee')).toBe('/api/a/Bee');
  });
});

describe('canonicalApiUrl', () => {
  it('changes only a mixed-case API path, and keeps the query', () => {
    expect(canonicalApiUrl('/api/Blog/Blogs?category=Tips&x=Y', resolve)).toBe('/api/blog/blogs?category=Tips&x=Y');
    const lower = '/api/blog/blogs?category=Tips';
    expect(canonicalApiUrl(lower, resolve)).toBe(lower);
    expect(canonicalApiUrl('/About', resolve)).toBe('/About');
    expect(canonicalApiUrl('/api/NoSuchCall', resolve)).toBe('/api/NoSuchCall');
    expect(canonicalApiUrl(undefined, resolve)).toBeUndefined();
  });
});

describe('installApiCase', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    expect(installApiCase(path.join(root, 'app'))).toBe(true);
    expect(installApiCase()).toBe(true);
    server = http.createServer((req, res) => res.end(req.url));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it('gives a request its route folder\'s casing before the server\'s handler sees it', async () => {
    expect(await (await fetch(`${base}/api/Enquiry/CreateEnquiry?x=A`)).text()).toBe('/api/enquiry/createenquiry?x=A');
    expect(await (await fetch(`${base}/api/Job/GetCandidates/AbC`)).text()).toBe('/api/job/getcandidates/AbC');
    expect(await (await fetch(`${base}/Blogs`)).text()).toBe('/Blogs');
  });
});

describe('next.config', () => {
  type Headers = { source: string; headers: { key: string; value: string }[] }[];
  it('sends HSTS with API answers (the middleware does not run for them) on an https site only', async () => {
    const config = ((await import(/* @vite-ignore */ pathToFileURL(path.join(root, 'next.config.mjs')).href)) as { default: { headers: () => Promise<Headers> } }).default;
    // next.config reads SITE_URL when Next asks it for its routes (at build time).
    const hsts = async (siteUrl: string) => {
      const before = process.env.SITE_URL;
      process.env.SITE_URL = siteUrl;
      try {
        return (await config.headers()).filter((h) => h.headers.some((x) => x.key === 'Strict-Transport-Security')).map((h) => h.source);
      } finally {
        if (before === undefined) delete process.env.SITE_URL;
        else process.env.SITE_URL = before;
      }
    };
    expect(await hsts('https://www.example.co.uk')).toEqual(['/api/:path*']);
    expect(await hsts('http://127.0.0.1:3210')).toEqual([]);
  });
});
