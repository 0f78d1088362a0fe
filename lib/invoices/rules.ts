// Invoice statuses and the rules on them (SPEC §4). Client-safe and free of zod: the database schema, the services,
// the PDF and the back-office screens read them from here; the same rule in SQL is lib/server/invoices/status.ts.

/** Stored and sent as these numbers (the contract's values). Overdue is also shown for a pending invoice past due. */
export const INVOICE_STATUS = { draft: 0, pending: 1, paid: 2, overdue: 3 } as const;
export type InvoiceStatus = (typeof INVOICE_STATUS)[keyof typeof INVOICE_STATUS];
/** Every status in order: the list index is the status. */
export const INVOICE_STATUSES = [
  INVOICE_STATUS.draft,
  INVOICE_STATUS.pending,
  INVOICE_STATUS.paid,
  INVOICE_STATUS.overdue,
] as const;
/** Message keys under `dashboardInvoices.statuses`, indexed by status. */
export const INVOICE_STATUS_KEYS = ['draft', 'pending', 'paid', 'overdue'] as const;
export const invoiceStatusKey = (status: number) => INVOICE_STATUS_KEYS[status] ?? 'draft';
/** Sent and not paid yet: what a client owes. */
export const UNPAID_INVOICE_STATUSES = [INVOICE_STATUS.pending, INVOICE_STATUS.overdue] as const;

const time = (at: Date | string | number) =>
  at instanceof Date ? at.getTime() : typeof at === 'number' ? at : new Date(at).getTime();

/**
 * The overdue rule, the one place it is written: a pending invoice whose due moment has passed reads Overdue at `now`
 * without anyone changing it. Draft and paid invoices never turn overdue; one stored as overdue stays so.
 */
export const shownInvoiceStatus = (status: number, dueDate: Date | string, now: Date | number) =>
  status === INVOICE_STATUS.pending && time(dueDate) < time(now) ? INVOICE_STATUS.overdue : status;
export const isOverdue = (status: number, dueDate: Date | string, now: Date | number) =>
  shownInvoiceStatus(status, dueDate, now) === INVOICE_STATUS.overdue;

/** Only drafts may be deleted; clients never see them. */
export const isDraft = (status: number) => status === INVOICE_STATUS.draft;
/** A paid invoice is closed: the office may no longer edit it. */
export const isEditable = (status: number) => status !== INVOICE_STATUS.paid;
/** Sending moves a draft to pending (and mails the client). */
export const isBeingSent = (from: number, to: number | undefined) =>
  from === INVOICE_STATUS.draft && to === INVOICE_STATUS.pending;
