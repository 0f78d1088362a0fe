import 'server-only';
import { and, asc, eq, inArray, isNull, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import { INVOICE_STATUS } from '@/lib/invoices/rules';
import { JOB_STAGE } from '@/lib/jobs/rules';
import type { Db } from '@/lib/server/db/client';
import { invoices, jobs } from '@/lib/server/db/schema';
import { londonToday } from '@/lib/server/overview/service';

/**
 * The job list's `signOff` filter (the sign-off screen). 'awaiting': not completed, and its visit day has come in the
 * UK (a job with no date counts: nothing says it is still to come), so a client's series of future visits does not
 * crowd the list. 'toInvoice': completed, with no invoice past its draft — the sign-off leaves a draft, and a job the
 * office completed by hand may have none yet.
 */
export function signOffFilter(view: 'awaiting' | 'toInvoice', now = new Date()): SQL | undefined {
  if (view === 'awaiting')
    return and(
      ne(jobs.stage, JOB_STAGE.completed),
      or(isNull(jobs.scheduledDate), lte(jobs.scheduledDate, londonToday(now))),
    );
  return and(
    eq(jobs.stage, JOB_STAGE.completed),
    notExists(
      sql`(select 1 from ${invoices} where ${invoices.jobId} = ${jobs.id} and ${ne(invoices.status, INVOICE_STATUS.draft)})`,
    ),
  );
}

export type DraftInvoiceRef = { id: string; invoiceNumber: string };

/** Each job's draft invoice (the oldest when there are several), for the office's "open the draft" step. */
export async function draftInvoicesOf(db: Db, jobIds: string[]) {
  const map = new Map<string, DraftInvoiceRef>();
  if (!jobIds.length) return map;
  const rows = await db
    .select({ id: invoices.id, jobId: invoices.jobId, invoiceNumber: invoices.invoiceNumber })
    .from(invoices)
    .where(and(inArray(invoices.jobId, jobIds), eq(invoices.status, INVOICE_STATUS.draft)))
    .orderBy(asc(invoices.createdAt));
  for (const r of rows)
    if (r.jobId && !map.has(r.jobId)) map.set(r.jobId, { id: r.id, invoiceNumber: r.invoiceNumber });
  return map;
}
