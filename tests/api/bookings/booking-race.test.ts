// Two visitors racing for the last slot (issue 28): exactly one booking is stored, the other gets 409 slot_taken with
// fresh slots. Enforced by the serializable transaction on PostgreSQL and by PGlite's one-transaction-at-a-time.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { jobs, jobTeam } from '@/lib/server/db/schema';
import { api, bookBody, bookingWorld } from './booking-world';

describe('racing for the last slot', () => {
  it('two bookings of one time with one team free: one 201, one 409, one job', async () => {
    for (let round = 0; round < 3; round++) {
      const { company } = await bookingWorld();
      const [a, b] = await Promise.all([api.book(bookBody()), api.book(bookBody())]);
      expect([a.status, b.status].sort(), `round ${round}`).toEqual([201, 409]);
      const loser = (a.status === 409 ? a : b).body as { code: string; slots: { days: unknown[] } };
      expect(loser.code).toBe('slot_taken');
      expect(loser.slots.days).toHaveLength(7);
      const stored = await (await getDb()).select().from(jobs).where(eq(jobs.companyId, company.id));
      expect(stored).toHaveLength(1);
      expect(await (await getDb()).select().from(jobTeam).where(eq(jobTeam.jobId, stored[0]!.id))).toHaveLength(2);
    }
  });

  it('four bookings at once of overlapping times for two teams: exactly two stored, no cleaner double-booked', async () => {
    const { company } = await bookingWorld({ cleaners: 4 });
    const results = await Promise.all(
      ['09:00', '09:30', '10:00', '11:00'].map((startTime) => api.book(bookBody({ startTime }))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(2);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    const stored = await (await getDb()).select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, company.id));
    const members = await (await getDb()).select().from(jobTeam);
    const mine = members.filter((m) => stored.some((s) => s.id === m.jobId)).map((m) => m.userId);
    expect(new Set(mine).size).toBe(mine.length);
  });

  it('a double click (one id, twice at once) stores one booking and answers both', async () => {
    const { company } = await bookingWorld();
    const body = bookBody();
    const [a, b] = await Promise.all([api.book(body), api.book(body)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body).toEqual(b.body);
    expect(await (await getDb()).select().from(jobs).where(eq(jobs.companyId, company.id))).toHaveLength(1);
  });
});
