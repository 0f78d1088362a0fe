import type { Tone } from '@/components/ui/status-label';
import { formatMoney } from './labels';

/** Invoice statuses (SPEC §4): draft 0, pending 1, paid 2, overdue 3; message keys under `dashboardInvoices.statuses`. */
export const INVOICE_STATUS_KEYS = ['draft', 'pending', 'paid', 'overdue'] as const;
export const INVOICE_STATUS_TONES: Tone[] = ['default', 'warning', 'success', 'danger'];
export const invoiceStatusKey = (status: number) => INVOICE_STATUS_KEYS[status] ?? 'draft';

/** Pounds from the API, shown in the company's currency the British way. */
export const money = (pounds: number, symbol?: string) => formatMoney(Math.round(pounds * 100), symbol);

/**
 * The status to show at `now` (this device's clock): the server's, or Overdue for a pending invoice whose due moment
 * has passed since the server answered, so a screen left open past the due date turns Overdue without a reload.
 * The same rule as the server's (lib/server/services/invoices.ts `shownStatus`), so the screen and the tabs agree.
 */
export const statusAt = (invoice: { status: number; displayStatus: number; dueDate: string | Date }, now: number) =>
  invoice.status === 1 && new Date(invoice.dueDate).getTime() < now ? 3 : invoice.displayStatus;
