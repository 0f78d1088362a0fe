import { shownInvoiceStatus } from '@/lib/invoices/rules';
import type { Tone } from '@/lib/status-tone';
import { formatMoney } from '@/lib/dashboard/labels';

/** The label colour of each invoice status (lib/invoices/rules.ts), indexed by status. */
export const INVOICE_STATUS_TONES: Tone[] = ['default', 'warning', 'success', 'danger'];

/** Pounds from the API, shown in the company's currency the British way. */
export const money = (pounds: number, symbol?: string) => formatMoney(Math.round(pounds * 100), symbol);

/**
 * The status to show at `now` (this device's clock): the server's, or Overdue for a pending invoice whose due moment
 * has passed since the server answered, so a screen left open past the due date turns Overdue without a reload.
 * The overdue rule is the server's (`shownInvoiceStatus`), so the screen and the tabs agree.
 */
export const statusAt = (invoice: { status: number; displayStatus: number; dueDate: string | Date }, now: number) => {
  const shown = shownInvoiceStatus(invoice.status, invoice.dueDate, now);
  return shown === invoice.status ? invoice.displayStatus : shown;
};
