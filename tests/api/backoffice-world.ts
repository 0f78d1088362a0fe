// A small world for back-office API tests: company A (admin, two cleaners, two clients) and company B (admin,
// cleaner, client), plus a Super Administrator. Every user comes with a bearer token.
import { randomUUID } from 'node:crypto';
import type { Role } from '@/lib/roles';
import { createCompany, createUser } from '@/tests/support/factories';
import { call } from '@/tests/support/http';

export type Person = Awaited<ReturnType<typeof createUser>>;

export async function makeWorld() {
  const a = await createCompany({ name: 'Alpha Cleaning' });
  const b = await createCompany({ name: 'Beta Cleaning' });
  const at = (role: Role, companyId: string, firstName: string) => createUser(role, { companyId, firstName });
  return {
    a,
    b,
    adminA: await at('Administrator', a.id, 'Ada'),
    cleanerA: await at('Cleaner', a.id, 'Cleo'),
    cleanerA2: await at('Cleaner', a.id, 'Cole'),
    clientA: await at('Client', a.id, 'Clara'),
    clientA2: await at('Client', a.id, 'Colin'),
    adminB: await at('Administrator', b.id, 'Bea'),
    cleanerB: await at('Cleaner', b.id, 'Ben'),
    clientB: await at('Client', b.id, 'Bill'),
    superAdmin: await createUser('Super Administrator', { firstName: 'Sam' }),
  };
}
export type World = Awaited<ReturnType<typeof makeWorld>>;

type Handler = Parameters<typeof call>[0];
type Body = Record<string, unknown>;

/** Shorthands: `send(POST, who, body)` and `get(GET, who, query)`; `who` undefined = anonymous. */
export const send = <T = Body>(
  handler: Handler,
  who: Person | undefined,
  body: unknown,
  method = 'POST',
  params?: Record<string, string>,
) => call<T>(handler, { method, body, token: who?.token, params });
export const get = <T = Body>(
  handler: Handler,
  who: Person | undefined,
  query: Record<string, string> = {},
  method = 'GET',
) => call<T>(handler, { method, query, token: who?.token });

export const missingId = () => randomUUID();

/** A tiny valid PNG (1×1), for upload tests. */
export const PNG = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
