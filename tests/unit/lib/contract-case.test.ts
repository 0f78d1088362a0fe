// @vitest-environment node
// The API is called in the contract's mixed case (/api/Enquiry/CreateEnquiry) and served from lower-case folders:
// the middleware gives each such call its route folder's casing from lib/api/route-paths.ts.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiCaseResolver } from '@/lib/api/contract-case';
import { API_ROUTE_PATHS } from '@/lib/api/route-paths';
import { allEndpoints } from '@/lib/server/openapi';
import { apiRoutePaths, routePathsModule } from '@/scripts/api-routes.mjs';

const root = path.resolve(import.meta.dirname, '../../..');
const resolve = apiCaseResolver(API_ROUTE_PATHS);

describe('the route list the middleware reads', () => {
  it('names exactly the route folders under app/api (else run `npm run api:routes`)', () => {
    expect(API_ROUTE_PATHS).toEqual(apiRoutePaths(path.join(root, 'app/api')));
    expect(routePathsModule([...API_ROUTE_PATHS])).toContain("'/api/enquiry/createenquiry',");
  });

  it('is lower case, so the checkout is the same on case-insensitive file systems', () => {
    for (const route of API_ROUTE_PATHS) expect(route).toBe(route.toLowerCase());
  });
});

describe('apiCaseResolver', () => {
  it('takes every call of the contract, in its own casing, to a route folder', () => {
    for (const endpoint of allEndpoints()) {
      const sent = endpoint.path.replace(/\{(\w+)\}/g, 'Abc-123');
      const folder = resolve(sent);
      expect(folder, `${endpoint.method} ${endpoint.path}`).not.toBeNull();
      const pattern = folder!.replace(/Abc-123/g, '[^/]+');
      expect(API_ROUTE_PATHS.some((r) => new RegExp(`^${pattern}$`).test(r.replace(/\[[^\]]+\]/g, 'Abc-123'))), `${sent} → ${folder}`).toBe(true);
    }
  });

  it('keeps parameters as sent, and prefers a fixed path to a parameter', () => {
    expect(resolve('/api/Enquiry/CreateEnquiry')).toBe('/api/enquiry/createenquiry');
    expect(resolve('/api/JOB/GetCandidates/AbC-1')).toBe('/api/job/getcandidates/AbC-1');
    expect(resolve('/api/Files/cv/Some/File.pdf')).toBe('/api/files/cv/Some/File.pdf');
    expect(resolve('/api/Auth/Login')).toBe('/api/auth/login');
    expect(resolve('/api/NoSuchCall')).toBeNull();
  });

  it('handles optional catch-alls', () => {
    const own = apiCaseResolver(['/api/docs/[[...slug]]', '/api/a/b', '/api/a/[x]']);
    expect(own('/api/Docs')).toBe('/api/docs');
    expect(own('/api/Docs/One/Two')).toBe('/api/docs/One/Two');
    expect(own('/api/A/B')).toBe('/api/a/b');
    expect(own('/api/A/Bee')).toBe('/api/a/Bee');
  });
});
