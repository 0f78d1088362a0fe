import 'server-only';
import { eq } from 'drizzle-orm';
import type { Frequency } from '@/lib/domain/booking';
import { enGbPounds } from '@/lib/london-clock';
import { buildIcs } from '@/lib/server/calendar/ics';
import type { Db } from '@/lib/server/db/client';
import { companies, jobs } from '@/lib/server/db/schema';
import type { MailMessage } from '@/lib/server/mail';
import { officeAddress } from './site-company';

// The online booking's e-mails (issue 28) and the .ics of a booked visit, rendered when the mail is sent.

const REPEAT_TEXT: Record<Frequency, string> = {
  'one-off': 'One visit', weekly: 'Every week', fortnightly: 'Every two weeks', monthly: 'Every month',
};

/** "Thursday 3 December 2026" for a 'YYYY-MM-DD' date (the weekday of that calendar date, whatever the time zone). */
export function longDate(date: string) {
  const d = new Date(`${date}T12:00:00Z`);
  const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][d.getUTCDay()];
  const month = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][d.getUTCMonth()];
  return `${weekday} ${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
}

const hoursText = (minutes: number) => {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
};

export type BookingMailFacts = {
  jobId: string; companyId: string; companyName: string; companyPhone: string | null; companyEmail: string | null; currencySymbol: string;
  name: string; email: string; phone: string; address: string; postcode: string; notes?: string;
  service: string; date: string; startTime: string; durationMinutes: number; teamSize: number; repeat: Frequency;
  totalPence: number; vatPence: number; status: 'held' | 'requested';
  /** A link to choose a password and activate the new Client account; absent when the e-mail had an account. */
  activationLink?: string;
};

/** The customer's confirmation (with the visit as an .ics) and the office's notice. */
export function bookingMails(f: BookingMailFacts): [MailMessage, MailMessage] {
  const money = (pence: number) => `${f.currencySymbol}${enGbPounds(pence)}`;
  const when = `${longDate(f.date)} at ${f.startTime} (about ${hoursText(f.durationMinutes)})`;
  const details = [
    `Service: ${f.service}`,
    `When: ${when}`,
    `Repeat: ${REPEAT_TEXT[f.repeat]}`,
    `Where: ${f.address}, ${f.postcode}`,
    `Team: ${f.teamSize} ${f.teamSize === 1 ? 'cleaner' : 'cleaners'}`,
    `Price: ${money(f.totalPence)} including VAT of ${money(f.vatPence)}${f.repeat === 'one-off' ? '' : ' per visit'}`,
    f.notes ? `Your notes: ${f.notes}` : null,
  ].filter((l): l is string => l !== null);
  const contact = [f.companyPhone, f.companyEmail].filter(Boolean).join(' or ');
  const customer: MailMessage = {
    to: f.email,
    subject: f.status === 'held' ? `Your booking is confirmed: ${f.service}, ${longDate(f.date)}` : `We have your booking request: ${f.service}, ${longDate(f.date)}`,
    text: [
      `Dear ${f.name},`,
      '',
      f.status === 'held'
        ? `Thank you for booking with ${f.companyName}. Your visit is booked:`
        : `Thank you for booking with ${f.companyName}. Our office will confirm this time shortly, usually within one working day:`,
      '',
      ...details,
      '',
      'The attached calendar file adds the visit to your calendar.',
      f.activationLink
        ? `\nWe have created an account for you so you can follow your visits. Open this link within 7 days to choose a password and activate it:\n\n${f.activationLink}\n`
        : '',
      contact ? `To change or cancel, contact us on ${contact}.` : 'To change or cancel, reply to this e-mail.',
      '',
      f.companyName,
    ].join('\n'),
    category: 'booking-confirmation',
    relatedId: f.jobId,
    companyId: f.companyId,
    attachments: [{ kind: 'job-ics', id: f.jobId, fileName: 'booking.ics' }],
  };
  const office: MailMessage = {
    to: officeAddress({ id: f.companyId, name: f.companyName, email: f.companyEmail }),
    subject: `New online booking${f.status === 'requested' ? ' to confirm' : ''}: ${f.service}, ${longDate(f.date)} ${f.startTime}`,
    text: [
      f.status === 'held' ? 'A visitor booked online; the slot is held and the team assigned.' : 'A visitor asked for this time online; confirm, move or decline it in Jobs.',
      '',
      `Name: ${f.name}`, `Email: ${f.email}`, `Phone: ${f.phone}`,
      ...details,
    ].join('\n'),
    category: 'booking-office',
    relatedId: f.jobId,
    companyId: f.companyId,
  };
  return [customer, office];
}

/** The .ics of a job's visit as it stands now (a moved booking sends its new time), or null without a schedule. */
export async function renderJobIcs(db: Db, jobId: string) {
  const [row] = await db
    .select({ job: jobs, companyName: companies.name, companyEmail: companies.email })
    .from(jobs).innerJoin(companies, eq(companies.id, jobs.companyId)).where(eq(jobs.id, jobId)).limit(1);
  if (!row?.job.scheduledDate || !row.job.startTime) return null;
  const { job } = row;
  return buildIcs([{
    uid: `job-${job.id}@brightside-cleaning`,
    summary: `${job.service || job.title} – ${row.companyName}`,
    description: job.description,
    location: job.location,
    date: job.scheduledDate!,
    startTime: job.startTime!,
    durationMinutes: job.durationMinutes ?? 60,
    repeat: job.repeat,
    organizer: { name: row.companyName, email: row.companyEmail },
    cancelled: job.bookingStatus === 'declined',
  }], row.companyName);
}
