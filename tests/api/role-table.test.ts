// Walks every declared endpoint (lib/server/<feature>/endpoints.ts) with anonymous, Cleaner, Client, Administrator and
// Super Administrator credentials and checks the role rules the server enforces, through the API's router in-process.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@/lib/roles';
import { signAccessToken } from '@/lib/server/auth/tokens';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { allEndpoints } from '@/lib/server/meta/openapi';
import type { DeclaredEndpoint as Endpoint } from '@/lib/server/meta/openapi';
import { endpoint as endpointHandler } from '@/tests/support/endpoint';
import { call } from '@/tests/support/http';
import { createCompany, createUser } from '@/tests/support/factories';

type Caller = 'anonymous' | Role;
type Expectation = 'allowed' | 401 | 403;
type Handler = Parameters<typeof call>[0];

const CALLERS: Caller[] = ['anonymous', 'Cleaner', 'Client', 'Administrator', 'Super Administrator'];

/**
 * Object-level rules narrower than an entry's `access`, keyed by `METHOD path` (lower-cased). Every refusal that
 * depends only on the role is declared in `access`; add entries here when a service refuses a role the route lets
 * through even for a minimal request.
 */
const CRON_ONLY: Partial<Record<Caller, Expectation>> = {
  anonymous: 401,
  Cleaner: 401,
  Client: 401,
  Administrator: 401,
  'Super Administrator': 401,
};
const OVERRIDES: Record<string, Partial<Record<Caller, Expectation>>> = {
  // The cron endpoint answers only to CRON_SECRET, never to a user's token.
  'POST /api/cron/run': CRON_ONLY,
  'GET /api/cron/run': CRON_ONLY,
};

function expected(endpoint: Endpoint, caller: Caller): Expectation {
  const override = OVERRIDES[endpoint.key]?.[caller];
  if (override) return override;
  if (endpoint.access === 'public') return 'allowed';
  if (caller === 'anonymous') return 401;
  if (endpoint.access === 'signed-in') return 'allowed';
  return endpoint.access.includes(caller) ? 'allowed' : 403;
}

/** Made-up values for an endpoint's path parameters. */
function paramsOf(endpoint: Endpoint) {
  const params: Record<string, string | string[]> = {};
  for (const [, rest, name] of endpoint.key.matchAll(/\{(\.\.\.)?(\w+)\}/g))
    params[name!] = rest ? ['images', `${randomUUID()}.png`] : randomUUID();
  return params;
}

const tokens: Partial<Record<Caller, string>> = {};
const userIds: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  const company = await createCompany({ code: 'HQ' });
  for (const role of ['Cleaner', 'Client', 'Administrator'] as const)
    userIds[role] = (await createUser(role, { companyId: company.id })).user.id;
  userIds['Super Administrator'] = (await createUser('Super Administrator')).user.id;
});

// Some endpoints end the caller's sessions (sign out everywhere): every call gets a token for the current session version.
beforeEach(async () => {
  const db = await getDb();
  for (const [caller, id] of Object.entries(userIds) as [Caller, string][]) {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    tokens[caller] = await signAccessToken(user!);
  }
});

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

  describe.each(endpoints.map((e) => [e.key, e] as const))('%s', (_name, endpoint) => {
    it.each(CALLERS)('as %s', async (caller) => {
      const { handler, params } = await handlerFor(endpoint);
      const res = await call(handler, {
        method: endpoint.method,
        path: endpoint.documentedPath,
        token: caller === 'anonymous' ? undefined : tokens[caller],
        params,
        ...(endpoint.body ? { body: {} } : {}),
      });
      const want = expected(endpoint, caller);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      if (want === 'allowed') expect([401, 403], JSON.stringify(res.body)).not.toContain(res.status);
      else expect(res.status, JSON.stringify(res.body)).toBe(want);
    });
  });

  describe.each(endpoints.filter(takesBody).map((e) => [e.key, e] as const))('%s', (_name, endpoint) => {
    it('never answers 500 to a malformed body', async () => {
      const { handler, params } = await handlerFor(endpoint);
      const token = tokens['Super Administrator'];
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
      const token = tokens['Super Administrator'];
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
