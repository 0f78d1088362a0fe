// Walks every declared endpoint (lib/server/<feature>/endpoints.ts) as a visitor, a Cleaner, a Client, an
// Administrator and a Super Administrator, through the API's router in-process, and compares what the server does
// with a table written by hand (role-table/who-may-call.ts, from SPEC §6 and the issues), never with the endpoints'
// own `access`. A caller the table refuses must get 401 (no session) or 403; a caller it allows must get the
// endpoint's real success for a request that should succeed (role-table/recipes.ts sets up the records it needs).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signAccessToken } from '@/lib/server/auth/tokens';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { allEndpoints } from '@/lib/server/meta/openapi';
import type { DeclaredEndpoint as Endpoint } from '@/lib/server/meta/openapi';
import { endpoint as endpointHandler } from '@/tests/support/endpoint';
import { call } from '@/tests/support/http';
import { makeRoleWorld, RECIPES, type RoleWorld } from './role-table/recipes';
import { WHO_MAY_CALL, type Caller } from './role-table/who-may-call';

type Handler = Parameters<typeof call>[0];

const CALLERS: Caller[] = ['anonymous', 'Cleaner', 'Client', 'Administrator', 'Super Administrator'];

/** Made-up values for an endpoint's path parameters. */
function paramsOf(endpoint: Endpoint) {
  const params: Record<string, string | string[]> = {};
  for (const [, rest, name] of endpoint.key.matchAll(/\{(\.\.\.)?(\w+)\}/g))
    params[name!] = rest ? ['images', `${randomUUID()}.png`] : randomUUID();
  return params;
}

let world: RoleWorld;

beforeAll(async () => {
  world = await makeRoleWorld();
});

// Some endpoints end the caller's sessions (sign out everywhere): every call gets a token for the current session version.
beforeEach(async () => {
  const db = await getDb();
  for (const person of Object.values(world.people)) {
    const [user] = await db.select().from(users).where(eq(users.id, person.user.id));
    person.token = await signAccessToken(user!);
  }
});

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : world.people[caller].token);

async function handlerFor(
  endpoint: Endpoint,
): Promise<{ handler: Handler; params: Record<string, string | string[]> }> {
  return { handler: endpointHandler(endpoint.key) as Handler, params: paramsOf(endpoint) };
}

/** Endpoints that read a body: JSON with a schema, a multipart form, or a raw body the handler verifies (a webhook). */
const takesBody = (endpoint: Endpoint) => Boolean(endpoint.body ?? endpoint.form ?? endpoint.rawBody);

/**
 * Bodies no endpoint may answer with a 500. The hostile ones (deep nesting, lone surrogates, bytes that are not
 * UTF-8) are refused with 400 by the request guard before any handler, schema or recursive code sees them.
 */
const MALFORMED = [
  '{"broken',
  '[]',
  'null',
  '"text"',
  '42',
  JSON.stringify({ id: 'x', pageNumber: 'a', pageSize: 1e9, items: 'no', email: 5 }),
];
const deepArrays = '['.repeat(20_000) + ']'.repeat(20_000);
const HOSTILE: [name: string, body: BodyInit][] = [
  ['20,000 nested arrays', deepArrays],
  ['20,000 nested objects', '{"a":'.repeat(20_000) + '1' + '}'.repeat(20_000)],
  ['a deep array inside a field', `{"id":"00000000-0000-4000-8000-000000000000","title":${deepArrays}}`],
  [
    'lone surrogates in common fields',
    '{"name":"Ann\\ud800x","firstName":"\\udc00","title":"Clean \\ud83d","city":"Norwich\\ud800","email":"a\\udfff@example.test","text":"\\ud800","search":"\\udbff"}',
  ],
  [
    'bytes that are not UTF-8',
    new Uint8Array([...new TextEncoder().encode('{"name":"Ann '), 0xc3, 0x28, 0xff, ...new TextEncoder().encode('"}')]),
  ],
];

describe('role table', () => {
  const endpoints = allEndpoints();

  it('covers the whole endpoint table', () => {
    expect(endpoints.length).toBeGreaterThan(60);
  });

  it('has a hand-written row for every declared endpoint, and none for an endpoint that is gone', () => {
    expect(Object.keys(WHO_MAY_CALL).sort()).toEqual(endpoints.map((e) => e.key).sort());
  });

  describe.each(endpoints.map((e) => [e.key, e] as const))('%s', (key, endpoint) => {
    const allowed = WHO_MAY_CALL[key] ?? [];
    it.each(CALLERS.filter((c) => !allowed.includes(c)))('refuses %s', async (caller) => {
      const { handler, params } = await handlerFor(endpoint);
      const res = await call(handler, {
        method: endpoint.method,
        path: endpoint.documentedPath,
        token: tokenOf(caller),
        params,
        ...(endpoint.body ? { body: {} } : {}),
      });
      // The scheduler answers only to its own secret: a user's session is no credential there at all (401).
      const unauthenticated =
        caller === 'anonymous' || key.startsWith('POST /api/cron/') || key.startsWith('GET /api/cron/');
      expect(res.status, JSON.stringify(res.body)).toBe(unauthenticated ? 401 : 403);
    });

    it.each(allowed)('serves %s', async (caller) => {
      const recipe = RECIPES[key];
      const { handler, params } = await handlerFor(endpoint);
      if (!recipe) {
        // No recipe yet (listed in the report): at least not refused, and never a 500.
        const res = await call(handler, {
          method: endpoint.method,
          path: endpoint.documentedPath,
          token: tokenOf(caller),
          params,
          ...(endpoint.body ? { body: {} } : {}),
        });
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
        expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
        return;
      }
      const request = await recipe(world, caller);
      const res = await call(handler, {
        method: endpoint.method,
        path: request.path ?? endpoint.documentedPath,
        token: tokenOf(caller),
        params: request.params ?? params,
        query: request.query,
        body: request.body,
        rawBody: request.rawBody,
        headers: request.headers,
      });
      const success = request.status ?? endpoint.success ?? 200;
      expect(res.status, `${caller}: ${JSON.stringify(res.body)}`).toBe(success);
      await request.check?.(res.body);
    });
  });

  describe.each(endpoints.filter(takesBody).map((e) => [e.key, e] as const))('%s', (_name, endpoint) => {
    it('never answers 500 to a malformed body', async () => {
      const { handler, params } = await handlerFor(endpoint);
      const token = world.people['Super Administrator'].token;
      for (const rawBody of MALFORMED) {
        for (const type of ['application/json', 'multipart/form-data; boundary=nothing']) {
          const res = await call(handler, {
            method: endpoint.method,
            path: endpoint.documentedPath,
            token,
            params,
            rawBody,
            headers: { 'content-type': type },
          });
          expect(res.status, `${type} ${rawBody} → ${JSON.stringify(res.body)}`).toBeLessThan(500);
        }
      }
    });

    it('refuses hostile JSON (deep nesting, malformed Unicode) with 400 (uploads: 415)', async () => {
      const { handler, params } = await handlerFor(endpoint);
      const token = world.people['Super Administrator'].token;
      for (const [name, rawBody] of HOSTILE) {
        const res = await call(handler, {
          method: endpoint.method,
          path: endpoint.documentedPath,
          token,
          params,
          rawBody,
          headers: { 'content-type': 'application/json' },
        });
        // Upload endpoints refuse the type (415); user/download also takes small JSON, checked like any other (or 413).
        expect(endpoint.form ? [400, 413, 415] : [400], `${name} → ${JSON.stringify(res.body)}`).toContain(res.status);
      }
    });
  });
});
