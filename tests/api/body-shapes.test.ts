// Issue 36 item 6: every endpoint that takes a JSON body answers 400 to a body that is not an object (null, an array,
// a number, a string), and to `{}` when its schema has required fields. A walk over every declaration, through the
// API's router in-process, as a caller the endpoint's access lets in (so the refusal is the body's, not the role's).
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@/lib/roles';
import { allEndpoints, type DeclaredEndpoint } from '@/lib/server/meta/openapi';
import { endpoint as endpointHandler } from '@/tests/support/endpoint';
import { call } from '@/tests/support/http';
import { createCompany, createUser } from '@/tests/support/factories';

type Handler = Parameters<typeof call>[0];

const NOT_OBJECTS: [name: string, raw: string][] = [
  ['null', 'null'],
  ['an array', '[]'],
  ['an array of an object', '[{}]'],
  ['a number', '42'],
  ['a string', '"text"'],
  ['true', 'true'],
];

const tokens = new Map<Role, string>();

beforeAll(async () => {
  const company = await createCompany({ code: 'HQ' });
  for (const role of ['Cleaner', 'Client', 'Administrator'] as const)
    tokens.set(role, (await createUser(role, { companyId: company.id })).token);
  tokens.set('Super Administrator', (await createUser('Super Administrator')).token);
});

/** A caller the endpoint admits: none for a public one, the Super Administrator for any role, else its first role. */
function callerOf(endpoint: DeclaredEndpoint) {
  if (endpoint.access === 'public') return undefined;
  if (endpoint.access === 'signed-in') return tokens.get('Super Administrator');
  return tokens.get(endpoint.access[0]!);
}

function paramsOf(endpoint: DeclaredEndpoint) {
  const params: Record<string, string | string[]> = {};
  for (const [, rest, name] of endpoint.key.matchAll(/\{(\.\.\.)?(\w+)\}/g))
    params[name!] = rest ? ['images', `${randomUUID()}.png`] : randomUUID();
  return params;
}

const send = (endpoint: DeclaredEndpoint, rawBody: string) =>
  call(endpointHandler(endpoint.key) as Handler, {
    method: endpoint.method,
    path: endpoint.documentedPath,
    token: callerOf(endpoint),
    params: paramsOf(endpoint),
    rawBody,
    headers: { 'content-type': 'application/json' },
  });

// JSON bodies: a schema the router parses, or a raw body the handler verifies (the payment webhook).
const withJsonBody = allEndpoints().filter((e) => e.body ?? e.rawBody);

describe('bodies of the wrong shape', () => {
  it('finds the endpoints that take a JSON body', () => {
    expect(withJsonBody.length).toBeGreaterThan(60);
  });

  describe.each(withJsonBody.map((e) => [e.key, e] as const))('%s', (_key, endpoint) => {
    it.each(NOT_OBJECTS)('answers 400 to %s', async (_name, raw) => {
      const res = await send(endpoint, raw);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    });

    // Whether `{}` lacks a required field is the declared schema's to say; the router must then refuse it.
    const required = endpoint.body ? !endpoint.body.safeParse({}).success : Boolean(endpoint.rawBody);
    it.runIf(required)('answers 400 to {} (it has required fields)', async () => {
      const res = await send(endpoint, '{}');
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    });
  });
});
