// @vitest-environment node
// The API is called in the contract's mixed case (/api/Enquiry/CreateEnquiry) and served from lower-case folders:
// the middleware gives each such call its route folder's casing from the endpoint table (lib/api/endpoints).
import { describe, expect, it } from 'vitest';
import { apiCaseResolver, apiRoutePaths } from '@/lib/api/contract-case';
import { NEXT_AUTH_ROUTE } from '@/lib/api/next-auth';
import { allEndpoints } from '@/lib/server/openapi';

const ROUTE_PATHS = apiRoutePaths();
const resolve = apiCaseResolver(ROUTE_PATHS);

describe('the route list the middleware reads', () => {
  it("is the table's paths and next-auth's handler, each once", () => {
    expect(ROUTE_PATHS).toContain('/api/enquiry/createenquiry');
    expect(ROUTE_PATHS).toContain(NEXT_AUTH_ROUTE);
    expect(new Set(ROUTE_PATHS).size).toBe(ROUTE_PATHS.length);
  });

  it('is lower case but for parameter names, so the checkout is the same on case-insensitive file systems', () => {
    for (const route of ROUTE_PATHS)
      expect(route.replace(/\[[^\]]+\]/g, '')).toBe(route.replace(/\[[^\]]+\]/g, '').toLowerCase());
  });
});

describe('apiCaseResolver', () => {
  it('takes every call of the contract, in its own casing, to its own route folder', () => {
    for (const endpoint of allEndpoints()) {
      const sent = endpoint.documentedPath.replace(/\{(\w+)\}/g, 'Abc-123');
      expect(resolve(sent), `${endpoint.method} ${endpoint.documentedPath}`).toBe(
        endpoint.path.replace(/\[[^\]]+\]/g, 'Abc-123'),
      );
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
