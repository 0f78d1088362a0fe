import 'server-only';
import { and, asc, eq, gte, isNull } from 'drizzle-orm';
import { changeTerms } from '@/lib/visits/rules';
import type { RescheduleVisitInput, VisitSlotsQuery } from '@/lib/visits/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { jobs, jobTeam } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/errors';
import { kickOutbox } from '@/lib/server/mail';
import { pgErrorCode } from '@/lib/server/auth/access';
import { recordAudit } from '@/lib/server/audit/service';
import { addDays, bookableWindow, loadSlotData, slotRules } from '@/lib/server/bookings/slots';
import { clockedInJobs } from './client-home';
import {
  namesOf,
  noticeRuleOf,
  ownVisit,
  teamIdsOf,
  termsOrRefuse,
  visitCompany,
  withSerializableRetry,
  type Reader,
  type VisitCompany,
  type VisitRow,
} from './access';
import { mailVisitChange, whenIn, whenText } from './mail';
import { durationOf, freeTimes, mondayOf, teamAt, teamSizeOf, withoutJobs, type FreeTimes } from './slots';

export const SLOT_TAKEN_MESSAGE = 'That time has just been taken. Choose another of the free times.';

class SlotTaken extends Error {
  constructor(readonly date: string) {
    super('slot taken');
  }
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/**
 * What a reschedule moves: this visit alone, or this one and the later visits of its series that the Client may still
 * change (a later visit already started or cancelled stays where it is).
 */
async function visitsToMove(
  db: Reader,
  actor: Actor,
  visit: VisitRow,
  scope: 'one' | 'series' | 'again',
  company: VisitCompany,
  now: Date,
) {
  if (scope === 'again') return [];
  if (scope === 'one' || !visit.seriesId || !visit.scheduledDate) return [visit];
  const rows = await db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.seriesId, visit.seriesId),
        eq(jobs.clientId, actor.id),
        eq(jobs.companyId, visit.companyId),
        isNull(jobs.cancelledAt),
        gte(jobs.scheduledDate, visit.scheduledDate),
      ),
    )
    .orderBy(asc(jobs.scheduledDate), asc(jobs.id));
  const started = await clockedInJobs(
    db as Db,
    rows.map((r) => r.id),
  );
  return rows.filter(
    (r) =>
      r.id === visit.id ||
      changeTerms({ ...r, clockedIn: started.has(r.id) }, noticeRuleOf(company), now).blocked === null,
  );
}

/**
 * GET /api/visit/slots: free times for one of the Client's visits, from the online booking's engine. 'one' and
 * 'series' leave the visits that would move out of the busy time; 'again' searches for a new visit like this one.
 */
export async function visitSlots(db: Db, actor: Actor, query: VisitSlotsQuery, now = new Date()): Promise<FreeTimes> {
  const visit = await ownVisit(db, actor, query.jobId);
  const company = await visitCompany(db, visit.companyId);
  if (query.scope !== 'again') await termsOrRefuse(db, visit, company, now);
  const moving = await visitsToMove(db, actor, visit, query.scope, company, now);
  const team = await teamIdsOf(db, visit);
  return freeTimes(
    db,
    company,
    query.from,
    query.days,
    durationOf(visit),
    teamSizeOf(team),
    new Set(moving.map((m) => m.id)),
    now,
  );
}

export type RescheduleResult =
  | { kind: 'moved'; body: { moved: { id: string; date: string; startTime: string; team: string[] }[] } }
  | { kind: 'slot_taken'; body: { status: 409; code: 'slot_taken'; message: string; date: string; slots: FreeTimes } };

/**
 * Moves a visit (or it and the rest of its series, each by the same number of days, to the same new time) to a time
 * the slot engine offers. Checked and written in one serializable transaction, so a slot taken meanwhile (an online
 * booking, another move) fails as 'slot_taken' with the fresh times of that week. Visits of a series beyond the
 * booking horizon move without a check: no rota is planned that far ahead, and the office staffs them when it is.
 * The team is kept when free, else the engine's free team takes over (teamAt). Mails, reminders re-armed by the new
 * date, and one audit entry per visit moved.
 */
export async function rescheduleVisit(
  db: Db,
  actor: Actor,
  input: RescheduleVisitInput,
  now = new Date(),
): Promise<RescheduleResult> {
  const visit = await ownVisit(db, actor, input.jobId);
  const company = await visitCompany(db, visit.companyId);
  await termsOrRefuse(db, visit, company, now);
  const { first, last } = bookableWindow(company.bookingHorizonDays, now);
  if (input.date < first)
    throw badRequest('Please correct the highlighted fields', { date: ['Choose a day from tomorrow'] });
  if (input.date > last)
    throw badRequest('Please correct the highlighted fields', {
      date: [`Choose a day within the next ${company.bookingHorizonDays} days`],
    });
  let movingIds = new Set<string>([visit.id]);
  try {
    const moved = await withSerializableRetry(() =>
      db.transaction(
        async (tx) => {
          const current = await ownVisit(tx, actor, input.jobId);
          await termsOrRefuse(tx, current, company, now);
          const moving = await visitsToMove(tx, actor, current, input.scope, company, now);
          movingIds = new Set(moving.map((m) => m.id));
          const shift = daysBetween(current.scheduledDate!, input.date);
          const plans = moving.map((v) => ({ v, date: addDays(v.scheduledDate!, shift) }));
          const checked = plans.filter((p) => p.date <= last);
          const data = checked.length
            ? withoutJobs(
                await loadSlotData(tx, company.id, checked[0]!.date, checked[checked.length - 1]!.date),
                movingIds,
              )
            : null;
          const out: {
            id: string;
            date: string;
            startTime: string;
            team: string[];
            own: string[];
            before: VisitRow;
            teamChanged: boolean;
          }[] = [];
          for (const { v, date } of plans) {
            const own = await teamIdsOf(tx, v);
            let team = own;
            if (data && date <= last) {
              const rules = slotRules(company, durationOf(v), teamSizeOf(own));
              const found = teamAt(data, rules, date, input.startTime, own);
              if (!found) throw new SlotTaken(date);
              team = found.length || own.length ? found : own;
              // Later visits of the series see this one's new time as busy.
              data.jobs = [
                ...data.jobs,
                { id: v.id, date, startTime: input.startTime, durationMinutes: v.durationMinutes, memberIds: team },
              ];
            }
            out.push({
              id: v.id,
              date,
              startTime: input.startTime,
              team,
              own,
              before: v,
              teamChanged: team.join() !== own.join(),
            });
          }
          for (const m of out) {
            await tx
              .update(jobs)
              .set({
                scheduledDate: m.date,
                startTime: m.startTime,
                updatedAt: now,
                ...(m.teamChanged ? { assigneeId: m.team[0] ?? null } : {}),
              })
              .where(eq(jobs.id, m.id));
            if (m.teamChanged) {
              await tx.delete(jobTeam).where(eq(jobTeam.jobId, m.id));
              if (m.team.length)
                await tx.insert(jobTeam).values(m.team.map((userId, position) => ({ jobId: m.id, userId, position })));
            }
            await recordAudit(tx, actor, {
              companyId: m.before.companyId,
              action: 'update',
              entityType: 'job',
              entityId: m.id,
              summary:
                `Client moved ${m.before.title} from ${whenText(m.before.scheduledDate, m.before.startTime)} to ${whenText(m.date, m.startTime)}` +
                `${m.teamChanged ? ' with a new team (the team was not free then)' : ''}`,
              changes: {
                scheduledDate: [m.before.scheduledDate, m.date],
                startTime: [m.before.startTime, m.startTime],
                ...(m.teamChanged ? { teamIds: [m.own, m.team] } : {}),
              },
            });
          }
          const named = await Promise.all(out.map(async (m) => ({ ...m, names: await namesOf(tx, m.team) })));
          await mailVisitChange(tx, actor, company, {
            category: 'visit-rescheduled',
            relatedId: current.id,
            subject: (f) =>
              f.t('visit.movedSubject', { title: current.title, when: whenIn(f, input.date, input.startTime) }),
            body: (f) => {
              const lines = named
                .map(
                  (m) =>
                    `- ${whenIn(f, m.before.scheduledDate, m.before.startTime)} → ${whenIn(f, m.date, m.startTime)}` +
                    `${m.names.length ? f.t('visit.teamSuffix', { team: m.names.join(', ') }) : ''}`,
                )
                .join('\n');
              const title = current.title;
              return `${named.length > 1 ? f.t('visit.movedMany', { count: named.length, title }) : f.t('visit.movedOne', { title })}\n${lines}`;
            },
            officeNote: named.some((m) => m.teamChanged)
              ? 'The team changed where the old team was not free at the new time: check the rota.'
              : undefined,
          });
          return named.map((m) => ({ id: m.id, date: m.date, startTime: m.startTime, team: m.names }));
        },
        { isolationLevel: 'serializable' },
      ),
    );
    kickOutbox(db);
    return { kind: 'moved', body: { moved } };
  } catch (error) {
    const code = pgErrorCode(error);
    if (!(error instanceof SlotTaken) && code !== '40001' && code !== '40P01') throw error;
    const date = error instanceof SlotTaken ? error.date : input.date;
    const team = await teamIdsOf(db, visit);
    const slots = await freeTimes(
      db,
      company,
      mondayOf(input.date),
      7,
      durationOf(visit),
      teamSizeOf(team),
      movingIds,
      now,
    );
    return { kind: 'slot_taken', body: { status: 409, code: 'slot_taken', message: SLOT_TAKEN_MESSAGE, date, slots } };
  }
}
