// The API is served by one route handler (app/api/[...path]/route.ts) from the features' declarations: every declared
// endpoint is reached by its own method and path in any letter case, nothing else is served, and an unknown path or
// method gets the API's JSON 404 or 405.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiTable } from '@/lib/server/api';
import { dispatcher } from '@/lib/server/http/dispatch';
import type { EndpointSpec } from '@/lib/server/http/endpoint';
import { endpoint } from '@/tests/support/endpoint';

const keys = Object.keys(apiTable);

/** The table with each handler replaced by one that names its endpoint. */
const echo = dispatcher(
  Object.fromEntries(
    keys.map((key) => [
      key,
      {
        access: 'public',
        summary: key,
        tag: 'x',
        raw: (_req: Request, params: object) => Response.json({ key, params }),
      },
    ]),
  ) as Record<string, EndpointSpec>,
);

const sample = (p: string, upper: boolean) =>
  p.replace(/\{(\.\.\.)?(\w+)\}|[^/{}]+/g, (segment, rest: string | undefined, name: string | undefined) => {
    if (name) return rest ? `Images/${name}-Value.png` : `${name}-Value`;
    return upper ? segment.toUpperCase() : segment.toLowerCase();
  });

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? routeFiles(path.join(dir, e.name))
      : /^route\.[jt]sx?$/.test(e.name)
        ? [path.join(dir, e.name)]
        : [],
  );

describe('the API router', () => {
  it('is the only route handler under app/api', () => {
    const root = path.join(process.cwd(), 'app/api');
    expect(routeFiles(root).map((f) => path.relative(root, f))).toEqual([path.join('[...path]', 'route.ts')]);
  });

  it('declares each method and path once, whatever their letter case', () => {
    const normal = keys.map((k) => k.toLowerCase().replace(/\{(\.\.\.)?\w+\}/g, '{$1}'));
    expect(normal.length).toBe(new Set(normal).size);
    expect(keys.every((k) => /^(GET|POST|PUT|PATCH|DELETE) \/api\/[^\s?#]+$/.test(k))).toBe(true);
  });

  it.each(keys)('serves %s by its own declaration, in lower and upper case', async (key) => {
    const [method, route] = key.split(' ') as [string, string];
    for (const upper of [false, true]) {
      const res = await echo(new Request(`http://localhost${sample(route, upper)}`, { method }));
      const body = (await res.json()) as { key: string; params: Record<string, unknown> };
      expect(body.key).toBe(key);
      for (const [, rest, name] of route.matchAll(/\{(\.\.\.)?(\w+)\}/g))
        expect(body.params[name!]).toEqual(rest ? ['Images', `${name}-Value.png`] : `${name}-Value`);
    }
  });

  it('answers an undeclared path with the JSON 404 and an undeclared method with the JSON 405 and Allow', async () => {
    const missing = await endpoint('GET /api/invoice/nothing-here')();
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, code: 'not_found' });
    expect(missing.headers.get('content-security-policy')).toContain("default-src 'none'");
    const wrong = await endpoint('DELETE /api/Invoice/Invoices')();
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect(await wrong.json()).toMatchObject({ status: 405, code: 'method_not_allowed' });
  });
});
