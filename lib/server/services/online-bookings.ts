import 'server-only';
import { eq } from 'drizzle-orm';
import type { BookingStatus } from '@/lib/domain/booking';
import type { ConfirmBookingInput, DeclineBookingInput, MoveBookingInput } from '@/lib/schemas/online-booking';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, jobs, users } from '@/lib/server/db/schema';
import { AppError, conflict, notFound } from '@/lib/server/http/errors';
import { enqueueMail } from '@/lib/server/mail';
import { assertCompanyAdmin } from './access';
import { recordAudit } from './audit';
import { writeTeam } from './job-team';
import { getJob } from './jobs';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
const when = (date: string | null, time: string | null) => (date ? `${longDate(date)}${time ? ` at ${time}` : ''}` : 'the date you chose');

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
  const [company] = await db.select({ name: companies.name, phone: companies.phone, email: companies.email }).from(companies).where(eq(companies.id, job.companyId)).limit(1);
  const [client] = job.clientId
    ? await db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, job.clientId)).limit(1)
    : [];
  return { company: company!, client };
}

const refused = (status: BookingStatus | null) =>
  new AppError(409, status === 'declined' ? 'This booking has been declined already' : 'This booking cannot be changed', 'booking_closed');

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
      const contact = [company.phone, company.email].filter(Boolean).join(' or ');
      await enqueueMail(tx as unknown as Db, {
        to: client.email,
        subject: `Your booking with ${company.name} could not be accepted`,
        text: `Dear ${client.firstName},\n\nWe are sorry: we cannot take your booking "${job.title}" on ${when(job.scheduledDate, job.startTime)}.` +
          `${input.reason ? `\n\n${input.reason}` : ''}\n\nNothing has been charged. ` +
          `${contact ? `To find another time, call or write to us: ${contact}.` : 'You are welcome to book another time online.'}\n\n${company.name}`,
        category: 'booking-declined',
        relatedId: job.id,
        companyId: job.companyId,
      });
    }
    await recordAudit(tx, actor, {
      companyId: job.companyId, action: 'decline', entityType: 'job', entityId: job.id,
      summary: `Declined the online booking "${job.title}" (${when(job.scheduledDate, job.startTime)})${input.reason ? `: ${input.reason}` : ''}`,
      changes: { bookingStatus: [job.bookingStatus, 'declined'] },
    });
  });
  return getJob(db, actor, job.id);
}

export { onlineJob, partiesOf, refused, when };
export type { ConfirmBookingInput, MoveBookingInput };
