// The server-side first reads of back-office screens (lib/server/dashboard): the same data as the screen's API call,
// under the same role rules, and nothing when the call would be refused or the address carries list state.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from '@/lib/server/auth/actor';
import { prefetchForScreen } from '@/lib/server/dashboard/prefetch';
import { prefetchUsers } from '@/lib/server/dashboard/users-prefetch';
import { getOverview } from '@/lib/server/overview/service';
import { get, makeWorld, send, type Person, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const overview = endpoint('GET /api/dashboard/overview');
const listUsersRoute = endpoint('POST /api/user/users');

let signedIn: Actor | null = null;
vi.mock('@/lib/server/auth/session', () => ({ currentActor: async () => signedIn }));

const as = (p: Person) => {
  signedIn = {
    id: p.user.id,
    role: p.user.role,
    companyId: p.user.companyId,
    email: p.user.email,
    name: `${p.user.firstName} ${p.user.lastName}`.trim(),
  };
};

describe('server-side first reads of back-office screens', () => {
  let w: World;
  beforeEach(async () => {
    signedIn = null;
    w = await makeWorld();
  });

  it('reads the users list an Administrator’s screen asks for, as the API answers it', async () => {
    as(w.adminA);
    const all = await prefetchUsers('all', {});
    const api = await send<Record<string, unknown>>(listUsersRoute, w.adminA, { pageNumber: 1, pageSize: 100 });
    expect(api.status).toBe(200);
    expect(all).toEqual(api.body);
    expect(all?.data.map((u) => u.email)).not.toContain(w.adminB.user.email);

    const cleaners = await prefetchUsers('cleaners', {});
    expect(cleaners?.data.map((u) => u.role)).toEqual(['Cleaner', 'Cleaner']);
  });

  it('reads nothing for a role the API refuses, for a visitor, or for an address with list state', async () => {
    as(w.cleanerA);
    expect(await prefetchUsers('all', {})).toBeUndefined();
    as(w.clientA);
    expect(await prefetchUsers('clients', {})).toBeUndefined();
    signedIn = null;
    expect(await prefetchUsers('all', {})).toBeUndefined();
    as(w.adminA);
    expect(await prefetchUsers('all', { status: 'banned' })).toBeUndefined();
  });

  it('gives the overview as the API gives it (dates as strings) and undefined when the read fails', async () => {
    as(w.adminA);
    const first = await prefetchForScreen((db, actor) => getOverview(db, actor));
    const api = await get(overview, w.adminA);
    expect(first).toEqual(api.body);
    expect(
      await prefetchForScreen(async () => {
        throw new Error('database down');
      }),
    ).toBeUndefined();
  });
});
