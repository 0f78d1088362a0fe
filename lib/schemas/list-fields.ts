/**
 * Sortable columns and filter values of back-office list calls that browser code needs at render time. Kept in a
 * module without zod: a list screen imports these, and importing a zod schema module would put zod (~25 KiB) in its
 * first load. The zod list schemas import them from here, so each list is still declared once.
 */
import { INVOICE_STATUSES as STATUSES } from '@/lib/invoices/rules';
import { JOB_SOURCES as SOURCES } from '@/lib/bookings/rules';
import { JOB_STAGES as STAGES } from '@/lib/jobs/rules';

/** Numeric domain values as the strings a list filter reads from the URL: [0, 1] becomes ['0', '1'], typed. */
const asUrlValues = <T extends readonly number[]>(values: T) => values.map(String) as { [K in keyof T]: `${T[K]}` };

export const COMPANY_SORTS = ['name', 'companyCodeNumber', 'createdAt'] as const;
/** Territories (postcode districts a company covers): sortable columns. */
export const TERRITORY_SORTS = ['district', 'companyName', 'createdAt'] as const;
export const USER_SORTS = ['name', 'email', 'role', 'status', 'createdAt'] as const;
/** The kinds of record the audit trail follows, and its sortable columns. */
export const AUDIT_ENTITIES = [
  'user',
  'invoice',
  'timesheet',
  'clocking',
  'leave',
  'company',
  'territory',
  'booking',
  'job',
  'royalty',
] as const;
export const AUDIT_SORT_FIELDS = ['createdAt', 'actorName', 'action', 'entityType'] as const;
/** Enquiries inbox and franchise leads: sortable columns (newest first when none is chosen). */
export const ENQUIRY_SORTS = ['createdAt', 'name', 'status'] as const;
export const ENQUIRY_STATUSES_LIST = ['new', 'contacted', 'estimated', 'converted', 'closed'] as const;
export const ENQUIRY_CATEGORIES_LIST = ['general', 'career', 'booking'] as const;
export const FRANCHISE_SORTS = ['createdAt', 'name', 'status'] as const;
export const FRANCHISE_STATUSES_LIST = ['new', 'contacted', 'info-pack-sent', 'converted', 'closed'] as const;
/** Estimates of service: statuses and sortable columns. */
export const ESTIMATE_STATUS_VALUES = ['draft', 'sent', 'accepted', 'declined'] as const;
export const ESTIMATE_SORTS = ['createdAt', 'estimateNumber', 'clientName', 'totalAmount', 'validUntil'] as const;
/** Clock records: sortable columns and the open / closed filter (open = clocked in now). */
export const CLOCK_SORTS = ['clockIn', 'clockOut', 'userName'] as const;
export const CLOCK_STATES = ['open', 'closed'] as const;
/** Leave: sortable columns, types and statuses (the same values as the leave table's). */
export const LEAVE_SORTS = ['startDate', 'endDate', 'userName', 'type', 'status', 'createdAt'] as const;
export const LEAVE_TYPE_KEYS = ['annual', 'sick', 'unpaid', 'other'] as const;
export const LEAVE_STATUS_KEYS = ['pending', 'approved', 'rejected'] as const;
/** Timesheets: sortable by the cleaner's name. */
export const TIMESHEET_SORTS = ['name'] as const;
/** Jobs: sortable columns, the stage tabs (JOB_STAGES as URL values) and the services offered (SPEC §3). */
export const JOB_SORTS = ['title', 'stage', 'service', 'location', 'createdAt', 'scheduledDate'] as const;
export const JOB_STAGES = asUrlValues(STAGES);
/**
 * The sign-off screen's two lists: visits that have taken place and wait for their sign-off, and signed-off jobs whose
 * invoice has not been sent yet (no invoice, or only its draft).
 */
export const JOB_SIGN_OFF_VIEWS = ['awaiting', 'toInvoice'] as const;
/** Where a job came from: the office or an online booking (the job list's source filter). */
export const JOB_SOURCES = SOURCES;
export const JOB_SERVICES = ['Carpet', 'Construction', 'Office', 'Commercial', 'Apartment', 'House Cleaning'] as const;
/** Invoices: sortable columns and the status tabs (INVOICE_STATUSES as URL values). */
export const INVOICE_SORTS = ['invoiceNumber', 'createDate', 'dueDate', 'totalAmount', 'status'] as const;
export const INVOICE_STATUSES = asUrlValues(STATUSES);
/** Payment attempts (the office's checkouts, issue 36): sortable columns. */
export const PAYMENT_ATTEMPT_SORTS = [
  'createdAt',
  'invoiceNumber',
  'clientName',
  'provider',
  'status',
  'amount',
] as const;
/** Blogs and job posts (the office's list, with drafts): sortable columns and the published / draft tabs. */
export const BLOG_SORTS = ['date', 'title', 'category', 'status'] as const;
export const BLOG_STATUSES_LIST = ['published', 'draft'] as const;
/** The mail outbox: status tabs (waiting = queued or being sent; stored = kept as the record, no SMTP) and sorts. */
export const MAIL_STATUS_FILTERS = ['waiting', 'sent', 'failed', 'stored'] as const;
export const MAIL_SORTS = ['createdAt', 'sentAt', 'to', 'subject', 'category'] as const;

/** The user's job threads (/dashboard/chat). */
export const CHAT_THREAD_SORTS = ['lastMessageAt', 'title'] as const;
