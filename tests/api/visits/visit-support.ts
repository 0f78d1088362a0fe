// Shared set-up of the Client's visit change tests (issue 29): a world, London dates relative to the real clock (the
// routes read it), rota shifts that make cleaners bookable, and visits.
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/server/db/client';
import { jobs, jobTeam, rotaShifts } from '@/lib/server/db/schema';
import { londonParts } from '@/lib/london-clock';
import { addDays, londonToday } from '@/lib/server/bookings/slots';
import type { Person, World } from '@/tests/api/backoffice-world';

/** London's date `n` days from today. */
export const day = (n: number) => addDays(londonToday(), n);

/** A London date and 'HH:00' about `hours` from now (rounded up to the hour), for visits inside the notice. */
export function hoursFromNow(hours: number) {
  const p = londonParts(new Date(Date.now() + hours * 3_600_000 + 3_600_000));
  return {
    date: `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`,
    startTime: `${String(p.hour).padStart(2, '0')}:00`,
  };
}

/** Working shifts (08:00-18:00 by default) for these cleaners on these dates: the slot engine books only cleaners on shift. */
export async function shifts(w: World, cleaners: Person[], dates: string[], startTime = '08:00', endTime = '18:00') {
  const db = await getDb();
  await db
    .insert(rotaShifts)
    .values(
      cleaners.flatMap((c) =>
        dates.map((date) => ({ companyId: w.a.id, cleanerId: c.user.id, date, startTime, endTime })),
      ),
    );
}

type VisitOptions = {
  client?: Person;
  team?: Person[];
  startTime?: string | null;
  durationMinutes?: number;
  stage?: number;
  seriesId?: string;
  companyId?: string;
  title?: string;
};

/** A visit of company A's client (by default Clara) on `date`, 10:00 for two hours, with Cleo on the team. */
export async function visit(w: World, date: string, o: VisitOptions = {}) {
  const db = await getDb();
  const team = o.team ?? [w.cleanerA];
  const [row] = await db
    .insert(jobs)
    .values({
      id: randomUUID(),
      companyId: o.companyId ?? w.a.id,
      title: o.title ?? 'Weekly house clean',
      clientId: (o.client ?? w.clientA).user.id,
      assigneeId: team[0]?.user.id ?? null,
      service: 'House Cleaning',
      location: '1 High St, Norwich NR1 1AA',
      stage: o.stage ?? 0,
      scheduledDate: date,
      startTime: o.startTime === undefined ? '10:00' : o.startTime,
      durationMinutes: o.durationMinutes ?? 120,
      seriesId: o.seriesId ?? null,
    })
    .returning();
  if (team.length)
    await db.insert(jobTeam).values(team.map((p, position) => ({ jobId: row!.id, userId: p.user.id, position })));
  return row!;
}
