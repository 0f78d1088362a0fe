import 'server-only';
import { and, eq } from 'drizzle-orm';
import { SERVICE_JOB_NAMES, type BookingStatus } from '@/lib/bookings/rules';
import { findSlots } from '@/lib/bookings/slots';
import type {
  BookingSlotsQuery,
  ConfirmBookingInput,
  DeclineBookingInput,
  MoveBookingInput,
} from '@/lib/bookings/office-schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, jobTeam, jobs, priceRules, users } from '@/lib/server/db/schema';
import { AppError, conflict, notFound } from '@/lib/server/http/errors';
import { enqueueMail } from '@/lib/server/mail';
import { mailFormat } from '@/lib/server/mail/locale';
import { assertCompanyAdmin, pgErrorCode } from '@/lib/server/auth/access';
import { addDays, bookableWindow, findFreeTeam, loadSlotData, slotRules } from './slots';
import { recordAudit } from '@/lib/server/audit/service';
import { writeTeam } from '@/lib/server/jobs/team';
import { getJob } from '@/lib/server/jobs/queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
const when = (date: string | null, time: string | null) =>
  date ? `${longDate(date)}${time ? ` at ${time}` : ''}` : 'the date you chose';

/** An online job of a company the actor administers: 404 when missing, 403 when another company's, 409 for an office job. */
async function onlineJob(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw notFound('Job not found');
  assertCompanyAdmin(actor, row.companyId);
  if (row.source !== 'online') throw conflict('This job was not booked online');
  return row;
}

/** The customer and company a booking mail names. */
async function partiesOf(db: Db | Tx, job: typeof jobs.$inferSelect) {
  const [company] = await db
    .select({ name: companies.name, phone: companies.phone, email: companies.email })
    .from(companies)
    .where(eq(companies.id, job.companyId))
    .limit(1);
  const [client] = job.clientId
    ? await db
        .select({ email: users.email, firstName: users.firstName, locale: users.locale })
        .from(users)
        .where(eq(users.id, job.clientId))
        .limit(1)
    : [];
  return { company: company!, client };
}

const refused = (status: BookingStatus | null) =>
  new AppError(
    409,
    status === 'declined' ? 'This booking has been declined already' : 'This booking cannot be changed',
    'booking_closed',
  );

/**
 * Declines an online booking (Administrators of its company). The job stays, for the record, with booking status
 * 'declined' and no team, so its slot is free again (the slot engine counts only held and confirmed online jobs);
 * the customer is e-mailed through the outbox in the same transaction. Declining it again changes nothing and sends
 * no second mail.
 */
export async function declineBooking(db: Db, actor: Actor, input: DeclineBookingInput) {
  const job = await onlineJob(db, actor, input.id);
  if (job.bookingStatus === 'declined') return getJob(db, actor, job.id);
  await db.transaction(async (tx) => {
    const { company, client } = await partiesOf(tx, job);
    await tx.update(jobs).set({ bookingStatus: 'declined', updatedAt: new Date() }).where(eq(jobs.id, job.id));
    await writeTeam(tx, job.id, []);
    if (client) {
      const m = await mailFormat(client.locale);
      const { t } = m;
      const contact =
        company.phone && company.email
          ? t('common.either', { first: company.phone, second: company.email })
          : company.phone || company.email;
      const on = job.scheduledDate ? m.dayAt(job.scheduledDate, job.startTime) : t('common.dateChosen');
      await enqueueMail(tx as unknown as Db, {
        to: client.email,
        subject: t('declined.subject', { company: company.name }),
        text:
          `${t('common.greeting', { name: client.firstName })}\n\n${t('declined.sorry', { title: job.title, when: on })}` +
          `${input.reason ? `\n\n${input.reason}` : ''}\n\n${t('declined.charged')} ` +
          `${contact ? t('declined.contact', { contact }) : t('declined.bookOnline')}\n\n${company.name}`,
        category: 'booking-declined',
        relatedId: job.id,
        companyId: job.companyId,
      });
    }
    await recordAudit(tx, actor, {
      companyId: job.companyId,
      action: 'decline',
      entityType: 'job',
      entityId: job.id,
      summary: `Declined the online booking "${job.title}" (${when(job.scheduledDate, job.startTime)})${input.reason ? `: ${input.reason}` : ''}`,
      changes: { bookingStatus: [job.bookingStatus, 'declined'] },
    });
  });
  return getJob(db, actor, job.id);
}

type JobRow = typeof jobs.$inferSelect;

/** How long the visit lasts and how many cleaners it needs: its own team, else its service's rule, else one. */
async function visitOf(db: Db | Tx, job: JobRow) {
  const team = await db.select({ id: jobTeam.userId }).from(jobTeam).where(eq(jobTeam.jobId, job.id));
  let teamSize = team.length || (job.assigneeId ? 1 : 0);
  if (!teamSize) {
    // Online jobs name their service as the job list does ('House Cleaning'); the rule is keyed by 'house'.
    const key =
      Object.entries(SERVICE_JOB_NAMES).find(([, name]) => name.toLowerCase() === job.service.toLowerCase())?.[0] ??
      job.service;
    const [rule] = await db
      .select({ teamSize: priceRules.teamSize })
      .from(priceRules)
      .where(
        and(eq(priceRules.companyId, job.companyId), eq(priceRules.service, key as keyof typeof SERVICE_JOB_NAMES)),
      )
      .limit(1);
    teamSize = rule?.teamSize ?? 1;
  }
  return { durationMinutes: job.durationMinutes ?? 60, teamSize };
}

const slotTaken = () => new AppError(409, 'That time is no longer free: choose another', 'slot_taken');

/**
 * Runs a write that takes a slot as the public booking does (booking-book.ts): in a SERIALIZABLE transaction, so
 * PostgreSQL aborts one of two read-then-write cycles over the same cleaners' time (SQLSTATE 40001), whichever side
 * (the office confirming or moving, a visitor booking) they come from; PGlite runs one transaction at a time. The
 * loser gets 409 `slot_taken`, as when the team was already gone.
 */
async function serializable(db: Db, write: (tx: Tx) => Promise<void>) {
  try {
    await db.transaction(write, { isolationLevel: 'serializable' });
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === '40001' || code === '40P01') throw slotTaken();
    throw error;
  }
}

/** Takes `date` `startTime` for the job inside `tx`; 409 `slot_taken` when no team is free then (its own time does not count). */
async function takeSlot(tx: Tx, job: JobRow, date: string, startTime: string) {
  const [company] = await tx.select().from(companies).where(eq(companies.id, job.companyId));
  const { durationMinutes, teamSize } = await visitOf(tx, job);
  const team = await findFreeTeam(tx as unknown as Db, company!, date, startTime, durationMinutes, teamSize, job.id);
  if (!team) throw slotTaken();
  await writeTeam(tx, job.id, team);
  return team;
}

/**
 * Confirms an online booking (Administrators of its company). A requested booking did not hold its slot, so it takes
 * it now, if a team is still free then (409 `slot_taken` otherwise); a held one keeps the team it was booked with. Confirming a
 * confirmed booking changes nothing; a declined one is 409.
 */
export async function confirmBooking(db: Db, actor: Actor, input: ConfirmBookingInput) {
  const job = await onlineJob(db, actor, input.id);
  if (job.bookingStatus === 'confirmed') return getJob(db, actor, job.id);
  if (job.bookingStatus === 'declined') throw refused(job.bookingStatus);
  await serializable(db, async (tx) => {
    // A held booking already has its team (the booking picked it); a requested one, or one without a team, takes one now.
    const [member] = await tx.select({ id: jobTeam.userId }).from(jobTeam).where(eq(jobTeam.jobId, job.id)).limit(1);
    if (job.bookingStatus === 'requested' || (!member && !job.assigneeId)) {
      if (!job.scheduledDate || !job.startTime)
        throw conflict('This booking has no time to confirm: move it to a free time');
      await takeSlot(tx, job, job.scheduledDate, job.startTime);
    }
    await tx.update(jobs).set({ bookingStatus: 'confirmed', updatedAt: new Date() }).where(eq(jobs.id, job.id));
    await recordAudit(tx, actor, {
      companyId: job.companyId,
      action: 'confirm',
      entityType: 'job',
      entityId: job.id,
      summary: `Confirmed the online booking "${job.title}" (${when(job.scheduledDate, job.startTime)})`,
      changes: { bookingStatus: [job.bookingStatus, 'confirmed'] },
    });
  });
  return getJob(db, actor, job.id);
}

/**
 * Moves an online booking to another start (Administrators of its company): a team must be free then (409
 * `slot_taken` otherwise; the booking's own time does not count against it). The moved booking holds its new slot,
 * so it is confirmed too. A declined booking cannot be moved (409).
 */
export async function moveBooking(db: Db, actor: Actor, input: MoveBookingInput) {
  const job = await onlineJob(db, actor, input.id);
  if (job.bookingStatus === 'declined') throw refused(job.bookingStatus);
  await serializable(db, async (tx) => {
    await takeSlot(tx, job, input.date, input.startTime);
    await tx
      .update(jobs)
      .set({
        scheduledDate: input.date,
        startTime: input.startTime,
        bookingStatus: 'confirmed',
        reminderSentFor: null,
        updatedAt: new Date(),
      })
      .where(eq(jobs.id, job.id));
    await recordAudit(tx, actor, {
      companyId: job.companyId,
      action: 'move',
      entityType: 'job',
      entityId: job.id,
      summary: `Moved the online booking "${job.title}" from ${when(job.scheduledDate, job.startTime)} to ${when(input.date, input.startTime)}`,
      changes: {
        scheduledDate: [job.scheduledDate, input.date],
        startTime: [job.startTime, input.startTime],
        bookingStatus: [job.bookingStatus, 'confirmed'],
      },
    });
  });
  return getJob(db, actor, job.id);
}

/**
 * Free starts to move an online booking to, day by day from `from` (the slot engine with the booking's own time left
 * out). The office may use any day from today to the company's horizon; other days answer no times.
 */
export async function bookingSlotsForJob(db: Db, actor: Actor, input: BookingSlotsQuery) {
  const job = await onlineJob(db, actor, input.id);
  const [company] = await db.select().from(companies).where(eq(companies.id, job.companyId)).limit(1);
  const { durationMinutes, teamSize } = await visitOf(db, job);
  const { last } = bookableWindow(company!.bookingHorizonDays);
  const today = addDays(bookableWindow(0).first, -1);
  const dates = Array.from({ length: input.days }, (_, i) => addDays(input.from, i));
  const open = dates.filter((d) => d >= today && d <= last);
  if (!open.length) return { durationMinutes, teamSize, days: dates.map((date) => ({ date, times: [] as string[] })) };
  const data = await loadSlotData(db, company!.id, open[0]!, open[open.length - 1]!);
  const others = { ...data, jobs: data.jobs.filter((j) => (j as { id?: string }).id !== job.id) };
  const found = new Map(
    findSlots(others, slotRules(company!, durationMinutes, teamSize), open).map((d) => [d.date, d.times]),
  );
  return { durationMinutes, teamSize, days: dates.map((date) => ({ date, times: found.get(date) ?? [] })) };
}
