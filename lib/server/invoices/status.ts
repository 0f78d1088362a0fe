import 'server-only';
import { sql } from 'drizzle-orm';
import { INVOICE_STATUS } from '@/lib/invoices/rules';
import { invoices } from '@/lib/server/db/schema';

// The overdue rule of lib/invoices/rules.ts (`shownInvoiceStatus`) in SQL, for filters, counts and sorting. It uses the
// server's `now` (not the database's clock), so one clock decides both forms and tests can fix it.
const PENDING = sql.raw(String(INVOICE_STATUS.pending));
const OVERDUE = sql.raw(String(INVOICE_STATUS.overdue));

/** The status as shown at `now`. */
export const shownStatusSql = (now: Date) =>
  sql<number>`(case when ${invoices.status} = ${PENDING} and ${invoices.dueDate} < ${now.toISOString()}::timestamptz then ${OVERDUE} else ${invoices.status} end)`;
