import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { enqueueMail } from '@/lib/server/mail';
import { mailFormat, type MailFormat } from '@/lib/server/mail/locale';
import { userMailFormat } from '@/lib/server/mail/user-format';
import type { Reader, VisitCompany } from './access';

// The e-mails of a Client's visit changes: one to the Client, in their language, one to the office, in English, queued
// in the change's transaction (the outbox delivers after commit).

const OFFICE_FALLBACK_LIMIT = 5;

/** Where the office reads its mail: the company's address, else its active Administrators'. */
async function officeAddresses(db: Reader, company: VisitCompany) {
  if (company.email) return [company.email];
  const admins = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.companyId, company.id), eq(users.status, 'active'), eq(users.role, 'Administrator')))
    .limit(OFFICE_FALLBACK_LIMIT);
  return admins.map((a) => a.email);
}

export const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
export const whenText = (date: string | null, time: string | null) =>
  date ? `${longDate(date)}${time ? ` at ${time}` : ''}` : 'a date to be arranged';
export const pounds = (pence: number, symbol: string) => `${symbol}${(pence / 100).toFixed(2)}`;

type Change = {
  category: 'visit-rescheduled' | 'visit-cancelled' | 'visit-requested';
  relatedId: string;
  /** The subject and the paragraph both mails share, written in the reader's language (the Client's, or English). */
  subject: (m: MailFormat) => string;
  body: (m: MailFormat) => string;
  /** What the office needs beyond it (the fee, the team). */
  officeNote?: string;
};

/** "Thursday, 3 December 2026 at 09:00" in the mail's language; a visit without a date has one to be arranged. */
export const whenIn = (m: MailFormat, date: string | null, time: string | null) =>
  date ? m.dayAt(date, time) : m.t('common.dateToArrange');

/** Queues the Client's confirmation and the office's notice of one change. */
export async function mailVisitChange(tx: Reader, actor: Actor, company: VisitCompany, change: Change) {
  const site = siteOrigin();
  const first = actor.name.split(' ')[0] || actor.name;
  const [client, office] = await Promise.all([userMailFormat(tx, actor.id), mailFormat('en')]);
  const { t } = client;
  await enqueueMail(tx as Db, {
    to: actor.email,
    subject: change.subject(client),
    category: change.category,
    relatedId: change.relatedId,
    companyId: company.id,
    text: [
      t('common.greeting', { name: first }),
      change.body(client),
      t('visit.seeVisits', { link: `${site}/dashboard/app` }),
      company.phone ? t('visit.questionsCall', { phone: company.phone }) : t('visit.questions'),
      company.name,
    ].join('\n\n'),
  });
  const body = change.body(office);
  for (const to of await officeAddresses(tx, company)) {
    await enqueueMail(tx as Db, {
      to,
      subject: `${change.subject(office)} (${actor.name})`,
      category: change.category,
      relatedId: change.relatedId,
      companyId: company.id,
      text:
        `${actor.name} (${actor.email}) made a change from their account.\n\n${body}` +
        `${change.officeNote ? `\n\n${change.officeNote}` : ''}\n\nOpen the job: ${site}/dashboard/job/${change.relatedId}`,
    });
  }
}
