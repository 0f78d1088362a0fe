import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SERVICE_JOB_NAMES } from '@/lib/bookings/rules';
import { JOB_STAGE } from '@/lib/jobs/rules';
import type { BookInput } from '@/lib/bookings/schemas';
import { hashPassword } from '@/lib/server/auth/password';
import type { Db } from '@/lib/server/db/client';
import { enquiries, jobs, jobTeam, passwordResetTokens, users } from '@/lib/server/db/schema';
import { conflict } from '@/lib/server/http/errors';
import { enqueueMail, kickOutbox } from '@/lib/server/mail';
import { mailFormat } from '@/lib/server/mail/locale';
import { pgErrorCode } from '@/lib/server/auth/access';
import { fieldError, resolveQuote, toApiQuote } from './service';
import { bookingMails } from './mail';
import { geocodeAddress } from '@/lib/server/addresses/geocoding';
import { addDays, bookableWindow, findFreeTeam, searchSlots } from './slots';
import { RESET_PAGE_PATH } from '@/lib/server/auth/passwords';

// POST /api/booking/book (issue 28): one booking, in one serializable transaction.
//
// The race: two visitors booking the last team for one time both read the company's jobs for that day, find the team
// free, and insert a job. The transaction is SERIALIZABLE, so PostgreSQL sees the two read-then-write cycles and
// aborts one (SQLSTATE 40001); PGlite runs one transaction at a time, so the second reads the first's job and finds
// the team busy. Either way the loser gets 409 slot_taken with fresh slots, and exactly one job is stored.
//
// Confirm mode: the job is stored as 'requested' without a team. It does not hold the time (the slot engine skips it)
// until the office confirms it; the time is still checked free now, so a visitor cannot request a time nobody works.

export const BOOKING_MESSAGES = {
  slotTaken: 'Sorry, that time has just been taken. Please choose another.',
  priceChanged: 'The price has changed since you last saw it. Please check the new price.',
  pastDate: 'Choose a date from tomorrow',
  beyondHorizon: (days: number) => `Choose a date within the next ${days} days`,
  idUsed: 'This booking id has already been used',
} as const;

/** Activation links for accounts created by a booking last a week (sign-up's last a day: a booking is planned ahead). */
const ACTIVATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Booked = { jobId: string; status: 'held' | 'requested'; date: string; startTime: string; totalPence: number };
export type BookResult =
  | { kind: 'booked'; created: boolean; body: Booked }
  | { kind: 'slot_taken'; body: { code: 'slot_taken'; message: string; slots: Awaited<ReturnType<typeof freshSlots>> } }
  | { kind: 'price_changed'; body: { code: 'price_changed'; message: string; quote: ReturnType<typeof toApiQuote> } };

class SlotTaken extends Error {}

/** Serialization failure, deadlock, and a unique clash with a booking committed meanwhile (the same id, or a new account of the same e-mail): retried this many times in all before the visitor hears 409. */
const RETRYABLE = new Set(['40001', '40P01', '23505']);
const SERIALIZATION_RETRIES = 4;

/** The answer for an id already booked: the same booking again when it is an online job, 409 otherwise. */
async function existingBooking(db: Db, id: string): Promise<Booked | null> {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!job) return null;
  if (job.source !== 'online' || !job.scheduledDate || !job.startTime) throw conflict(BOOKING_MESSAGES.idUsed);
  const status = job.bookingStatus === 'requested' ? 'requested' : 'held';
  return { jobId: job.id, status, date: job.scheduledDate, startTime: job.startTime, totalPence: job.pricePence ?? 0 };
}

/** The week of the date asked for (Monday to Sunday), as the slots call answers. */
async function freshSlots(
  db: Db,
  company: Parameters<typeof searchSlots>[1],
  date: string,
  durationMinutes: number,
  teamSize: number,
  now: Date,
) {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  const days = await searchSlots(db, company, addDays(date, -weekday), 7, durationMinutes, teamSize, now);
  return { durationMinutes, teamSize, days };
}

const splitName = (name: string) => {
  const parts = name.trim().split(/\s+/);
  return parts.length > 1
    ? { firstName: parts.slice(0, -1).join(' '), lastName: parts[parts.length - 1]! }
    : { firstName: parts[0]!, lastName: '' };
};

export async function bookOnline(db: Db, input: BookInput, origin: string, now = new Date()): Promise<BookResult> {
  const again = await existingBooking(db, input.id);
  if (again) return { kind: 'booked', created: false, body: again };

  const { company, quote } = await resolveQuote(db, input);
  const { first, last } = bookableWindow(company.bookingHorizonDays, now);
  if (input.date < first) throw fieldError('date', BOOKING_MESSAGES.pastDate);
  if (input.date > last) throw fieldError('date', BOOKING_MESSAGES.beyondHorizon(company.bookingHorizonDays));
  if (input.expectedTotalPence !== quote.totalPence) {
    return {
      kind: 'price_changed',
      body: { code: 'price_changed', message: BOOKING_MESSAGES.priceChanged, quote: toApiQuote(company, quote) },
    };
  }

  const email = input.email.toLowerCase();
  const [known] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  // A new e-mail gets a pending Client account; its password is chosen from the activation link (scrypt is slow:
  // hashed before the transaction, so the transaction stays short).
  const placeholderHash = known ? null : await hashPassword(randomBytes(32).toString('base64url'));
  const activationToken = randomBytes(32).toString('base64');
  // The site for the team's clock-in distance, as an office job gets it (null without a geocoder; never waits > 3 s).
  const site = await geocodeAddress(`${input.address}, ${input.postcode}`);
  const status = company.mode === 'instant' ? ('held' as const) : ('requested' as const);
  const [customerMail, officeMail] = await Promise.all([mailFormat(input.locale), mailFormat('en')]);

  let activationLink: string | undefined;
  const attempt = () =>
    db.transaction(
      async (tx) => {
        activationLink = undefined; // a retried attempt starts again
        const team = await findFreeTeam(
          tx,
          company,
          input.date,
          input.startTime,
          quote.durationMinutes,
          quote.teamSize,
        );
        if (!team) throw new SlotTaken();

        let clientId: string | null = null;
        let activate = false;
        const [user] = await tx
          .select({ id: users.id, role: users.role, status: users.status })
          .from(users)
          .where(eq(sql`lower(${users.email})`, email))
          .limit(1);
        if (user) {
          clientId = user.role === 'Client' ? user.id : null;
          // Booked again before activating: this confirmation carries a fresh link (the earlier one stops working).
          activate = user.role === 'Client' && user.status === 'pending';
          // A Client's language is the one they last booked in: later mails (reminders, invoices) follow it.
          if (clientId) await tx.update(users).set({ locale: input.locale }).where(eq(users.id, clientId));
          if (activate) await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
        } else if (placeholderHash) {
          const [created] = await tx
            .insert(users)
            .values({
              email,
              passwordHash: placeholderHash,
              ...splitName(input.name),
              role: 'Client',
              status: 'pending',
              companyId: company.id,
              locale: input.locale,
              phoneNumber: input.phone,
              address: `${input.address}, ${input.postcode}`,
              country: 'United Kingdom',
            })
            .returning({ id: users.id });
          clientId = created!.id;
          activate = true;
        }
        if (activate && clientId) {
          await tx.insert(passwordResetTokens).values({
            userId: clientId,
            tokenHash: hashToken(activationToken),
            expiresAt: new Date(now.getTime() + ACTIVATION_TTL_MS),
          });
          const link = new URL(RESET_PAGE_PATH, origin);
          link.searchParams.set('token', activationToken);
          link.searchParams.set('email', email);
          activationLink = link.toString();
        }

        const service = SERVICE_JOB_NAMES[input.service];
        const description = [
          `Booked online: ${quote.lines.map((l) => `${l.key} ${l.quantity}`).join(', ')}.`,
          input.notes ? `Customer's notes: ${input.notes}` : null,
        ]
          .filter(Boolean)
          .join('\n');
        await tx.insert(jobs).values({
          id: input.id,
          companyId: company.id,
          title: `${service} – ${input.address}`,
          clientId,
          description,
          location: `${input.address}, ${input.postcode}`,
          service,
          stage: JOB_STAGE.new,
          scheduledDate: input.date,
          startTime: input.startTime,
          durationMinutes: quote.durationMinutes,
          source: 'online',
          pricePence: quote.totalPence,
          repeat: input.frequency,
          bookingStatus: status,
          assigneeId: status === 'held' ? team[0] : null,
          siteLatitude: site?.latitude ?? null,
          siteLongitude: site?.longitude ?? null,
        });
        if (status === 'held')
          await tx.insert(jobTeam).values(team.map((userId, position) => ({ jobId: input.id, userId, position })));

        await tx.insert(enquiries).values({
          id: input.id,
          companyId: company.id,
          name: input.name,
          email,
          phone: input.phone,
          address: input.address,
          postCode: input.postcode,
          messageDescription:
            `Online booking (${status === 'held' ? 'booked' : 'to confirm'}): ${service} on ${input.date} at ${input.startTime}` +
            `${input.frequency === 'one-off' ? '' : `, ${input.frequency}`}.${input.notes ? `\n${input.notes}` : ''}`,
          category: 'booking',
          services: [service],
          jobId: input.id,
          status: 'new',
        });
        const mails = bookingMails(
          {
            jobId: input.id,
            companyId: company.id,
            companyName: company.name,
            companyPhone: company.phone,
            companyEmail: company.email,
            currencySymbol: company.currencySymbol,
            name: input.name,
            email,
            phone: input.phone,
            address: input.address,
            postcode: input.postcode,
            notes: input.notes,
            service: input.service,
            date: input.date,
            startTime: input.startTime,
            durationMinutes: quote.durationMinutes,
            teamSize: quote.teamSize,
            repeat: input.frequency,
            totalPence: quote.totalPence,
            vatPence: quote.vatPence,
            status,
            activationLink,
          },
          customerMail,
          officeMail,
        );
        for (const mail of mails) await enqueueMail(tx as unknown as Db, mail);
      },
      { isolationLevel: 'serializable' },
    );
  try {
    // PostgreSQL may abort a serializable transaction that did not really clash (two bookings of different teams in
    // one company read the same rows): retried, it books, or finds its team now taken (SlotTaken).
    for (let tries = 1; ; tries++) {
      try {
        await attempt();
        break;
      } catch (error) {
        if (tries >= SERIALIZATION_RETRIES || !RETRYABLE.has(pgErrorCode(error) ?? '')) throw error;
      }
    }
  } catch (error) {
    const code = pgErrorCode(error);
    if (!(error instanceof SlotTaken) && code !== '40001' && code !== '40P01' && code !== '23505') throw error;
    // A retry of this very booking that lost to itself (double click) is the booking it lost to.
    const same = await existingBooking(db, input.id);
    if (same) return { kind: 'booked', created: false, body: same };
    if (code === '23505') throw conflict(BOOKING_MESSAGES.idUsed);
    return {
      kind: 'slot_taken',
      body: {
        code: 'slot_taken',
        message: BOOKING_MESSAGES.slotTaken,
        slots: await freshSlots(db, company, input.date, quote.durationMinutes, quote.teamSize, now),
      },
    };
  }
  kickOutbox(db);
  return {
    kind: 'booked',
    created: true,
    body: { jobId: input.id, status, date: input.date, startTime: input.startTime, totalPence: quote.totalPence },
  };
}
