// Issue 26 item 8: PostgreSQL stops answering mid-stream. The app reaches this file's database (created and dropped
// by setup-api.ts) through a TCP relay on loopback that the test cuts and restores; the route handlers run
// in-process, in this one "server process", which is never restarted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetParsedEnv } from '@/lib/env';
import { authOptions } from '@/lib/server/auth/options';
import { closeDb, getDb } from '@/lib/server/db/client';
import { enquiries } from '@/lib/server/db/schema';
import { createUser, TEST_PASSWORD } from '@/tests/support/factories';
import { call } from '@/tests/support/http';
import { enquiryPayload, headOffice } from '@/tests/support/public';
import { startTcpRelay, type OutageMode, type TcpRelay } from '@/tests/support/tcp-relay';
import { endpoint } from '@/tests/support/endpoint';

const createEnquiry = endpoint('POST /api/enquiry/createenquiry');
const listEnquiries = endpoint('POST /api/enquiry/enquiries');
const health = endpoint('GET /api/health');

// Only a real PostgreSQL server can be cut off: the embedded database runs inside the process.
const runs = process.env.TEST_DB_DRIVER === 'pg' && Boolean(process.env.DATABASE_URL);
const title = runs
  ? 'when PostgreSQL stops answering'
  : 'when PostgreSQL stops answering (skipped: needs DATABASE_URL, runs in the api-pg-isolated project)';

const FAST_MS = 5_000;
let relay: TcpRelay;
let directUrl: string;
let adminToken: string;
let admin: Awaited<ReturnType<typeof createUser>>['user'];
type Authorize = (credentials: Record<string, string>, req: object) => Promise<unknown>;
const signInWith = (credentials: Record<string, string>) =>
  (authOptions.providers[0] as unknown as { options: { authorize: Authorize } }).options.authorize(credentials, {
    headers: {},
  });
const refreshSession = (input: { token: Record<string, unknown> }) =>
  (authOptions.callbacks!.jwt! as (p: typeof input) => Promise<Record<string, unknown>>)(input);
const before = enquiryPayload({ name: 'Written Before' });

type ErrorBody = { status: number; code: string; message: string; retryAfter?: number };

async function timed<T>(work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
}

/** Every call a visitor, an Administrator and the platform's health check make while the database is away. */
async function callsDuringOutage(probe: ReturnType<typeof enquiryPayload>) {
  const [check, create, list, signIn, session] = await Promise.all([
    timed(health),
    timed(() => call<ErrorBody>(createEnquiry, { method: 'POST', body: probe })),
    timed(() =>
      call<ErrorBody>(listEnquiries, { method: 'POST', body: { pageNumber: 1, pageSize: 10 }, token: adminToken }),
    ),
    timed(() => signInWith({ username: admin.email, password: TEST_PASSWORD }).catch((error: unknown) => error)),
    timed(() => refreshSession({ token: { sub: admin.id, sv: admin.sessionVersion, role: admin.role } })),
  ]);
  // next-auth's sign-in form hears "service_unavailable" (it says something went wrong), not "wrong password";
  // a signed-in user keeps their session cookie rather than being signed out by the outage.
  expect(signIn.result).toEqual(new Error('service_unavailable'));
  expect(session.result).toMatchObject({ sub: admin.id, role: admin.role });
  for (const { ms } of [signIn, session]) expect(ms).toBeLessThan(FAST_MS);
  expect(check.result.status).toBe(503);
  expect(await check.result.json()).toMatchObject({ status: 'unavailable', database: { ok: false } });
  for (const { result } of [create, list]) {
    expect(result.status).toBe(503);
    expect(result.body).toMatchObject({ status: 503, code: 'service_unavailable', retryAfter: 5 });
    expect(result.body.message).toMatch(/database is not answering/);
    expect(result.headers.get('retry-after')).toBe('5');
  }
  for (const { ms } of [check, create, list]) expect(ms).toBeLessThan(FAST_MS);
}

async function servesAgain(probe: ReturnType<typeof enquiryPayload>) {
  await vi.waitFor(async () => expect((await health()).status).toBe(200), { timeout: 10_000, interval: 250 });
  const list = await call<{ data: { id: string }[] }>(listEnquiries, {
    method: 'POST',
    body: { pageNumber: 1, pageSize: 100 },
    token: adminToken,
  });
  expect(list.status).toBe(200);
  expect(list.body.data.map((e) => e.id)).toContain(before.id);
  // The visitor retries the form that failed, with its id: stored once, whether or not the first try reached the server.
  expect((await call(createEnquiry, { method: 'POST', body: probe })).body).toEqual({ success: true, id: probe.id });
  expect(await (await getDb()).select().from(enquiries).where(eq(enquiries.id, probe.id))).toHaveLength(1);
}

describe.skipIf(!runs)(title, () => {
  beforeAll(async () => {
    directUrl = process.env.DATABASE_URL!;
    const url = new URL(directUrl);
    relay = await startTcpRelay({ host: url.hostname, port: Number(url.port || 5432) });
    await closeDb();
    url.hostname = '127.0.0.1';
    url.port = String(relay.port);
    process.env.DATABASE_URL = url.toString();
    forgetParsedEnv();
    const hq = await headOffice();
    ({ token: adminToken, user: admin } = await createUser('Administrator', { companyId: hq.id }));
    expect((await call(createEnquiry, { method: 'POST', body: before })).status).toBe(200);
    expect((await health()).status).toBe(200);
    expect(relay.connections()).toBeGreaterThan(0);
  });

  afterAll(async () => {
    relay?.restore();
    await closeDb();
    await relay?.close();
    // setup-api.ts drops the database over its own direct connection.
    process.env.DATABASE_URL = directUrl;
    forgetParsedEnv();
  });

  for (const mode of ['silent', 'refuse'] satisfies OutageMode[]) {
    it(`${mode === 'silent' ? 'network drops every packet' : 'server refuses connections'}: 503 with a clear message within 5 s, then serves again without a restart, nothing lost`, async () => {
      const probe = enquiryPayload({ name: `During ${mode} outage` });
      // Connections already open and idle in the pool, so the outage starts mid-stream rather than at connect time.
      await Promise.all([health(), health(), health()]);
      relay.cut(mode);
      try {
        await callsDuringOutage(probe);
      } finally {
        relay.restore();
      }
      await servesAgain(probe);
    });
  }
});
