/**
 * Sortable columns and filter values of back-office list calls that browser code needs at render time. Kept in a
 * module without zod: a list screen imports these, and importing a zod schema module would put zod (~25 KiB) in its
 * first load. The zod list schemas import them from here, so each list is still declared once.
 */
export const COMPANY_SORTS = ['name', 'companyCodeNumber', 'createdAt'] as const;
export const USER_SORTS = ['name', 'email', 'role', 'status', 'createdAt'] as const;
/** The kinds of record the audit trail follows, and its sortable columns. */
export const AUDIT_ENTITIES = ['user', 'invoice', 'timesheet', 'clocking', 'leave', 'company'] as const;
export const AUDIT_SORT_FIELDS = ['createdAt', 'actorName', 'action', 'entityType'] as const;
/** Jobs: sortable columns, the stage tabs (New 0, Pending 1, Incomplete 2, Completed 3) and the services offered (SPEC §3). */
export const JOB_SORTS = ['title', 'stage', 'service', 'location', 'createdAt'] as const;
export const JOB_STAGES = ['0', '1', '2', '3'] as const;
export const JOB_SERVICES = ['Carpet', 'Construction', 'Office', 'Commercial', 'Apartment', 'House Cleaning'] as const;
/** Invoices: sortable columns and the status tabs (draft 0, pending 1, paid 2, overdue 3). */
export const INVOICE_SORTS = ['invoiceNumber', 'createDate', 'dueDate', 'totalAmount', 'status'] as const;
export const INVOICE_STATUSES = ['0', '1', '2', '3'] as const;
