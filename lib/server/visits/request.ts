import 'server-only';
import { eq } from 'drizzle-orm';
import { JOB_STAGE } from '@/lib/jobs/rules';
import type { RequestVisitInput } from '@/lib/visits/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { enquiries, jobs, users } from '@/lib/server/db/schema';
import { badRequest, conflict } from '@/lib/server/http/errors';
import { kickOutbox } from '@/lib/server/mail';
import { pgErrorCode } from '@/lib/server/auth/access';
import { recordAudit } from '@/lib/server/audit/service';
import { bookableWindow, loadSlotData, slotRules } from '@/lib/server/bookings/slots';
import { ownVisit, teamIdsOf, visitCompany, withSerializableRetry } from './access';
import { mailVisitChange, whenIn, whenText } from './mail';
import { SLOT_TAKEN_MESSAGE } from './reschedule';
import { durationOf, freeTimes, mondayOf, teamAt, teamSizeOf, type FreeTimes } from './slots';

const ID_USED = 'This request id is already used';

type Requested = { jobId: string; status: 'requested'; date: string; startTime: string };
export type RequestResult =
  | { kind: 'requested'; created: boolean; body: Requested }
  | { kind: 'slot_taken'; body: { status: 409; code: 'slot_taken'; message: string; date: string; slots: FreeTimes } };

class SlotTaken extends Error {}

/** A retried request (same id) answers the visit it made; an id used for anything else is a 409. */
async function existingRequest(db: Db, actor: Actor, id: string): Promise<Requested | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!job) return null;
  if (job.clientId !== actor.id || job.source !== 'online' || !job.scheduledDate || !job.startTime)
    throw conflict(ID_USED);
  return { jobId: job.id, status: 'requested', date: job.scheduledDate, startTime: job.startTime };
}

/**
 * "Book again": a new visit like one of the Client's own (same service, address, length, price and team size) at a
 * time the slot engine shows free. It lands as the online booking model's requested job (issue 28: source 'online',
 * booking status 'requested', holding no slot until the office confirms it, which re-checks the slot), with its
 * 'booking' enquiry as the office inbox notice, e-mails to both sides and an audit entry.
 */
export async function requestVisit(
  db: Db,
  actor: Actor,
  input: RequestVisitInput,
  now = new Date(),
): Promise<RequestResult> {
  const again = await existingRequest(db, actor, input.id);
  if (again) return { kind: 'requested', created: false, body: again };
  const visit = await ownVisit(db, actor, input.jobId);
  const company = await visitCompany(db, visit.companyId);
  const { first, last } = bookableWindow(company.bookingHorizonDays, now);
  if (input.date < first)
    throw badRequest('Please correct the highlighted fields', { date: ['Choose a day from tomorrow'] });
  if (input.date > last)
    throw badRequest('Please correct the highlighted fields', {
      date: [`Choose a day within the next ${company.bookingHorizonDays} days`],
    });
  const own = await teamIdsOf(db, visit);
  const rules = slotRules(company, durationOf(visit), teamSizeOf(own));
  const when = whenText(input.date, input.startTime);
  try {
    await withSerializableRetry(() =>
      db.transaction(
        async (tx) => {
          if (
            !teamAt(await loadSlotData(tx, company.id, input.date, input.date), rules, input.date, input.startTime, own)
          )
            throw new SlotTaken();
          const [client] = await tx
            .select({ phone: users.phoneNumber })
            .from(users)
            .where(eq(users.id, actor.id))
            .limit(1);
          const description = [
            `Requested by the client from their visits, like "${visit.title}" (${whenText(visit.scheduledDate, visit.startTime)}).`,
            input.notes ? `Client's notes: ${input.notes}` : null,
          ]
            .filter(Boolean)
            .join('\n');
          await tx.insert(jobs).values({
            id: input.id,
            companyId: visit.companyId,
            title: visit.title,
            clientId: actor.id,
            description,
            location: visit.location,
            service: visit.service,
            stage: JOB_STAGE.new,
            scheduledDate: input.date,
            startTime: input.startTime,
            durationMinutes: visit.durationMinutes,
            siteLatitude: visit.siteLatitude,
            siteLongitude: visit.siteLongitude,
            source: 'online',
            pricePence: visit.pricePence,
            repeat: 'one-off',
            bookingStatus: 'requested',
            createdById: actor.id,
          });
          await tx.insert(enquiries).values({
            id: input.id,
            companyId: visit.companyId,
            name: actor.name,
            email: actor.email,
            phone: client?.phone ?? '',
            address: visit.location,
            postCode: '',
            messageDescription: `Visit requested by a client: ${visit.service || visit.title} on ${when}.${input.notes ? `\n${input.notes}` : ''}`,
            category: 'booking',
            services: visit.service ? [visit.service] : [],
            jobId: input.id,
            status: 'new',
          });
          await recordAudit(tx, actor, {
            companyId: visit.companyId,
            action: 'create',
            entityType: 'job',
            entityId: input.id,
            summary: `Client requested another ${visit.title} on ${when} (to confirm)`,
          });
          await mailVisitChange(tx, actor, company, {
            category: 'visit-requested',
            relatedId: input.id,
            subject: (m) =>
              m.t('visit.requestedSubject', { title: visit.title, when: whenIn(m, input.date, input.startTime) }),
            body: (m) => {
              const on = whenIn(m, input.date, input.startTime);
              const asked = visit.location
                ? m.t('visit.requestedAt', { title: visit.title, location: visit.location, when: on })
                : m.t('visit.requested', { title: visit.title, when: on });
              return `${asked} ${m.t('visit.requestedHold')}`;
            },
            officeNote: 'Confirm, move or decline it from the online bookings in the job list.',
          });
        },
        { isolationLevel: 'serializable' },
      ),
    );
  } catch (error) {
    const code = pgErrorCode(error);
    if (!(error instanceof SlotTaken) && code !== '40001' && code !== '40P01' && code !== '23505') throw error;
    const same = await existingRequest(db, actor, input.id);
    if (same) return { kind: 'requested', created: false, body: same };
    if (code === '23505') throw conflict(ID_USED);
    const slots = await freeTimes(
      db,
      company,
      mondayOf(input.date),
      7,
      rules.durationMinutes,
      rules.teamSize,
      new Set(),
      now,
    );
    return {
      kind: 'slot_taken',
      body: { status: 409, code: 'slot_taken', message: SLOT_TAKEN_MESSAGE, date: input.date, slots },
    };
  }
  kickOutbox(db);
  return {
    kind: 'requested',
    created: true,
    body: { jobId: input.id, status: 'requested', date: input.date, startTime: input.startTime },
  };
}
