import 'server-only';
import { and, eq, inArray, lt, max } from 'drizzle-orm';
import { UNPAID_INVOICE_STATUSES } from '@/lib/invoices/rules';
import { londonToday } from '@/lib/server/overview/service';
import type { Db } from '@/lib/server/db/client';
import { companies, invoiceChases, invoices } from '@/lib/server/db/schema';
import { invoiceRecipient, mailChase } from './mails';

const DAY_MS = 86_400_000;
const dayNumber = (isoDay: string) =>
  Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10))) / DAY_MS;

/** Whole UK calendar days from the due date's day to today's: 1 the day after it was due. */
export const daysOverdue = (dueDate: Date, now: Date) => dayNumber(londonToday(now)) - dayNumber(londonToday(dueDate));

/** The chase due for an invoice so many days overdue: the latest of the company's days reached, or none. */
export const chaseStep = (days: number, chaseDays: readonly number[]) =>
  chaseDays
    .filter((d) => d <= days)
    .reduce<number | null>((latest, d) => (latest === null || d > latest ? d : latest), null);

/**
 * Chases unpaid invoices by e-mail on the company's days after the due date (3, 7 and 14 unless it set others), until
 * they are paid. Each chase is claimed by inserting (invoice, day) into invoice_chases in the transaction that queues
 * its mail, so concurrent runs (two servers, the cron and the timer) send it once. A run that missed a day (the
 * server was down) sends only the latest chase reached, and never one older than a chase already sent.
 */
export async function queueInvoiceChases(db: Db, now = new Date()) {
  const due = await db
    .select({ invoice: invoices, chaseDays: companies.paymentChaseDays })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(and(inArray(invoices.status, [...UNPAID_INVOICE_STATUSES]), lt(invoices.dueDate, now)))
    .limit(5000);
  let queued = 0;
  for (const { invoice, chaseDays } of due) {
    const step = chaseStep(daysOverdue(invoice.dueDate, now), chaseDays);
    if (step === null) continue;
    const to = await invoiceRecipient(db, invoice);
    if (!to) continue;
    const sent = await db.transaction(async (tx) => {
      const [latest] = await tx
        .select({ day: max(invoiceChases.daysOverdue) })
        .from(invoiceChases)
        .where(eq(invoiceChases.invoiceId, invoice.id));
      if (latest?.day != null && latest.day >= step) return false;
      const [claimed] = await tx
        .insert(invoiceChases)
        .values({ invoiceId: invoice.id, daysOverdue: step })
        .onConflictDoNothing()
        .returning({ id: invoiceChases.invoiceId });
      if (!claimed) return false;
      await mailChase(tx, invoice, to, step);
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}
