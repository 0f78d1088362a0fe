import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { enqueueMail } from '@/lib/server/mail';
import type { Reader, VisitCompany } from './visit-access';

// The e-mails of a Client's visit changes: one to the Client, one to the office, queued in the change's transaction
// (the outbox delivers after commit). English, as the product's other mails are.

const OFFICE_FALLBACK_LIMIT = 5;

/** Where the office reads its mail: the company's address, else its active Administrators'. */
async function officeAddresses(db: Reader, company: VisitCompany) {
  if (company.email) return [company.email];
  const admins = await db.select({ email: users.email }).from(users)
    .where(and(eq(users.companyId, company.id), eq(users.status, 'active'), eq(users.role, 'Administrator')))
    .limit(OFFICE_FALLBACK_LIMIT);
  return admins.map((a) => a.email);
}

export const longDate = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
export const whenText = (date: string | null, time: string | null) => (date ? `${longDate(date)}${time ? ` at ${time}` : ''}` : 'a date to be arranged');
export const pounds = (pence: number, symbol: string) => `${symbol}${(pence / 100).toFixed(2)}`;

type Change = {
  category: 'visit-rescheduled' | 'visit-cancelled' | 'visit-requested';
  relatedId: string;
  subject: string;
  /** The paragraph both mails share. */
  body: string;
  /** What the office needs beyond it (the fee, the team). */
  officeNote?: string;
};

/** Queues the Client's confirmation and the office's notice of one change. */
export async function mailVisitChange(tx: Reader, actor: Actor, company: VisitCompany, change: Change) {
  const site = siteOrigin();
  const first = actor.name.split(' ')[0] || actor.name;
  await enqueueMail(tx as Db, {
    to: actor.email, subject: change.subject, category: change.category, relatedId: change.relatedId, companyId: company.id,
    text: `Dear ${first},\n\n${change.body}\n\nSee your visits: ${site}/dashboard/app\n\n` +
      `Questions? Reply to this e-mail${company.phone ? ` or call ${company.phone}` : ''}.\n\n${company.name}`,
  });
  for (const to of await officeAddresses(tx, company)) {
    await enqueueMail(tx as Db, {
      to, subject: `${change.subject} (${actor.name})`, category: change.category, relatedId: change.relatedId, companyId: company.id,
      text: `${actor.name} (${actor.email}) made a change from their account.\n\n${change.body}` +
        `${change.officeNote ? `\n\n${change.officeNote}` : ''}\n\nOpen the job: ${site}/dashboard/job/${change.relatedId}`,
    });
  }
}
