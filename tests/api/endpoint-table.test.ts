// The endpoint table (lib/api/endpoints, server half in lib/server/http/endpoints) and the route folders under app/api
// agree both ways: every exported handler serves the entry of its own folder and method, and every entry is served.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NEXT_AUTH_ROUTE } from '@/lib/api/next-auth';
import { allEndpoints } from '@/lib/server/openapi';

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
const appDir = path.join(process.cwd(), 'app');

function routeFolders(dir: string): string[] {
  const entries = readdirSync(dir, { withFileTypes: true });
  const own = entries.some((e) => e.isFile() && e.name === 'route.ts')
    ? [`/${path.relative(appDir, dir).split(path.sep).join('/')}`]
    : [];
  return [...own, ...entries.filter((e) => e.isDirectory()).flatMap((e) => routeFolders(path.join(dir, e.name)))];
}

const folders = routeFolders(path.join(appDir, 'api'));
const entries = allEndpoints();

describe('the endpoint table and app/api', () => {
  it('finds the route folders', () => expect(folders.length).toBeGreaterThan(100));

  it.each(folders.filter((f) => f !== NEXT_AUTH_ROUTE))('%s: each handler serves its own entry', async (folder) => {
    const mod = (await import(path.join(appDir, folder, 'route.ts'))) as Record<string, unknown>;
    const methods = METHODS.filter((m) => typeof mod[m] === 'function');
    expect(methods.length, `${folder} exports no handler`).toBeGreaterThan(0);
    for (const method of methods) {
      // route() and handles() mark each handler with the entry it was given: a handler reusing another's is caught.
      expect((mod[method] as { endpoint?: string }).endpoint, `${method} ${folder}`).toBe(`${method} ${folder}`);
    }
  });

  it('serves every entry from a route folder of its own path', () => {
    for (const entry of entries) expect(folders, entry.endpoint).toContain(entry.path);
  });

  it('names each method and path once', () => {
    const keys = entries.map((e) => e.endpoint);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("spells the contract's path as the folder is spelled, but for letter case", () => {
    for (const entry of entries) {
      const folderSpelling = entry.path.replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}');
      expect(entry.documentedPath.toLowerCase(), entry.endpoint).toBe(folderSpelling.toLowerCase());
      if (entry.contract)
        expect(entry.contract, `${entry.endpoint}: a contract spelling the same as the folder's is left out`).not.toBe(
          folderSpelling,
        );
    }
  });
});
