import 'server-only';
import { eq } from 'drizzle-orm';
import type { Frequency } from '@/lib/bookings/rules';
import { buildIcs } from '@/lib/server/calendar-feeds/ics';
import type { Db } from '@/lib/server/db/client';
import { companies, jobs } from '@/lib/server/db/schema';
import type { MailMessage } from '@/lib/server/mail';
import type { MailFormat } from '@/lib/server/mail/locale';
import { officeAddress } from '@/lib/server/companies/site-company';
import { serviceIn } from '@/lib/server/calendar-feeds/words';
import { userMailFormat } from '@/lib/server/mail/user-format';

// The online booking's e-mails (issue 28) and the .ics of a booked visit, rendered when the mail is sent.

const REPEAT_KEY = {
  'one-off': 'oneOff',
  weekly: 'weekly',
  fortnightly: 'fortnightly',
  monthly: 'monthly',
} as const satisfies Record<Frequency, string>;

/** "Thursday 3 December 2026" for a 'YYYY-MM-DD' date (the weekday of that calendar date, whatever the time zone). */
export function longDate(date: string) {
  const d = new Date(`${date}T12:00:00Z`);
  const weekday = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][d.getUTCDay()];
  const month = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ][d.getUTCMonth()];
  return `${weekday} ${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
}

export type BookingMailFacts = {
  jobId: string;
  companyId: string;
  companyName: string;
  companyPhone: string | null;
  companyEmail: string | null;
  currencySymbol: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  postcode: string;
  notes?: string;
  /** The service's key ('house'): its name is written in the mail's language. */
  service: string;
  date: string;
  startTime: string;
  durationMinutes: number;
  teamSize: number;
  repeat: Frequency;
  totalPence: number;
  vatPence: number;
  status: 'held' | 'requested';
  /** A link to choose a password and activate the new Client account; absent when the e-mail had an account. */
  activationLink?: string;
};

/** The visit's facts as lines, in one language (the customer's, or English for the office). */
function detailLines(f: BookingMailFacts, m: MailFormat) {
  const { t } = m;
  // The English confirmation has always written its dates without a comma after the weekday; other languages use Intl.
  const day = m.locale === 'en' ? longDate(f.date) : m.day(f.date);
  const total = m.money(f.totalPence, f.currencySymbol);
  const vat = m.money(f.vatPence, f.currencySymbol);
  return [
    t('booking.service', { service: m.service(f.service) }),
    t('booking.when', { date: day, time: f.startTime, duration: m.duration(f.durationMinutes) }),
    t('booking.repeat', { repeat: t(`booking.repeats.${REPEAT_KEY[f.repeat]}`) }),
    t('booking.where', { address: f.address, postcode: f.postcode }),
    t('booking.team', { count: f.teamSize }),
    f.repeat === 'one-off' ? t('booking.price', { total, vat }) : t('booking.pricePerVisit', { total, vat }),
    f.notes ? t('booking.notes', { notes: f.notes }) : null,
  ].filter((l): l is string => l !== null);
}

/**
 * The customer's confirmation (with the visit as an .ics) in the language they booked in (`customer`), and the
 * office's notice, in English (`office`).
 */
export function bookingMails(
  f: BookingMailFacts,
  customer: MailFormat,
  office: MailFormat,
): [MailMessage, MailMessage] {
  const { t } = customer;
  const day = customer.locale === 'en' ? longDate(f.date) : customer.day(f.date);
  const service = customer.service(f.service);
  const contact =
    f.companyPhone && f.companyEmail
      ? t('common.either', { first: f.companyPhone, second: f.companyEmail })
      : f.companyPhone || f.companyEmail;
  const held = f.status === 'held';
  const mail: MailMessage = {
    to: f.email,
    subject: held
      ? t('booking.subjectHeld', { service, date: day })
      : t('booking.subjectRequested', { service, date: day }),
    text: [
      t('common.greeting', { name: f.name }),
      '',
      held
        ? t('booking.introHeld', { company: f.companyName })
        : t('booking.introRequested', { company: f.companyName }),
      '',
      ...detailLines(f, customer),
      '',
      t('booking.calendar'),
      f.activationLink ? `\n${t('booking.activation')}\n\n${f.activationLink}\n` : '',
      contact ? t('booking.contact', { contact }) : t('booking.contactReply'),
      '',
      f.companyName,
    ].join('\n'),
    category: 'booking-confirmation',
    relatedId: f.jobId,
    companyId: f.companyId,
    attachments: [{ kind: 'job-ics', id: f.jobId, fileName: 'booking.ics' }],
  };
  const notice: MailMessage = {
    to: officeAddress({ id: f.companyId, name: f.companyName, email: f.companyEmail }),
    subject: `New online booking${held ? '' : ' to confirm'}: ${office.service(f.service)}, ${longDate(f.date)} ${f.startTime}`,
    text: [
      held
        ? 'A visitor booked online; the slot is held and the team assigned.'
        : 'A visitor asked for this time online; confirm, move or decline it in Jobs.',
      '',
      `Name: ${f.name}`,
      `Email: ${f.email}`,
      `Phone: ${f.phone}`,
      ...detailLines(f, office),
    ].join('\n'),
    category: 'booking-office',
    relatedId: f.jobId,
    companyId: f.companyId,
  };
  return [mail, notice];
}

/** The .ics of a job's visit as it stands now (a moved booking sends its new time), or null without a schedule. */
export async function renderJobIcs(db: Db, jobId: string) {
  const [row] = await db
    .select({ job: jobs, companyName: companies.name, companyEmail: companies.email })
    .from(jobs)
    .innerJoin(companies, eq(companies.id, jobs.companyId))
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!row?.job.scheduledDate || !row.job.startTime) return null;
  const { job } = row;
  // The summary in the language of the customer it is mailed to, as the mail around it.
  const m = await userMailFormat(db, job.clientId);
  return buildIcs(
    [
      {
        uid: `job-${job.id}@brightside-cleaning`,
        summary: `${serviceIn(m, job.service) || job.title} – ${row.companyName}`,
        description: job.description,
        location: job.location,
        date: job.scheduledDate!,
        startTime: job.startTime!,
        durationMinutes: job.durationMinutes ?? 60,
        repeat: job.repeat,
        organizer: { name: row.companyName, email: row.companyEmail },
        cancelled: job.bookingStatus === 'declined',
      },
    ],
    row.companyName,
  );
}
