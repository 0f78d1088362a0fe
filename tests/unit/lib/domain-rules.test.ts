// The features' rules (lib/invoices/rules.ts, lib/jobs/rules.ts): the one statement of when an invoice reads Overdue and who may act on a job.
import { describe, expect, it } from 'vitest';
import {
  INVOICE_STATUS,
  INVOICE_STATUSES,
  INVOICE_STATUS_KEYS,
  isBeingSent,
  isDraft,
  isEditable,
  isOverdue,
  shownInvoiceStatus,
} from '@/lib/invoices/rules';
import { canSignOff, canTickChecklist, isSignedOff, JOB_STAGE, JOB_STAGES, JOB_STAGE_KEYS } from '@/lib/jobs/rules';
import { statusAt } from '@/lib/invoices/display';
import { JOB_STAGES as JOB_STAGE_FILTERS, INVOICE_STATUSES as INVOICE_STATUS_FILTERS } from '@/lib/schemas/list-fields';

const now = new Date('2026-03-10T12:00:00Z');
const past = '2026-03-10T11:59:59Z';
const future = '2026-03-10T12:00:01Z';

describe('invoice statuses', () => {
  it('keeps the contract values and their keys in step', () => {
    expect(INVOICE_STATUSES).toEqual([0, 1, 2, 3]);
    expect(INVOICE_STATUS_KEYS.map((_, i) => i)).toEqual([...INVOICE_STATUSES]);
    expect(INVOICE_STATUS_FILTERS).toEqual(['0', '1', '2', '3']);
  });

  it('shows a pending invoice past its due moment as overdue, and nothing else turns overdue', () => {
    expect(shownInvoiceStatus(INVOICE_STATUS.pending, past, now)).toBe(INVOICE_STATUS.overdue);
    expect(shownInvoiceStatus(INVOICE_STATUS.pending, future, now)).toBe(INVOICE_STATUS.pending);
    expect(shownInvoiceStatus(INVOICE_STATUS.draft, past, now)).toBe(INVOICE_STATUS.draft);
    expect(shownInvoiceStatus(INVOICE_STATUS.paid, past, now.getTime())).toBe(INVOICE_STATUS.paid);
    expect(isOverdue(INVOICE_STATUS.overdue, future, now)).toBe(true);
    expect(isOverdue(INVOICE_STATUS.pending, new Date(past), now)).toBe(true);
  });

  it("lets the screen turn a pending invoice overdue on the device's clock, else shows the server's status", () => {
    expect(statusAt({ status: 1, displayStatus: 1, dueDate: past }, now.getTime())).toBe(3);
    expect(statusAt({ status: 1, displayStatus: 3, dueDate: future }, now.getTime())).toBe(3);
    expect(statusAt({ status: 2, displayStatus: 2, dueDate: past }, now.getTime())).toBe(2);
  });

  it('names the other rules', () => {
    expect(isDraft(INVOICE_STATUS.draft)).toBe(true);
    expect(isEditable(INVOICE_STATUS.paid)).toBe(false);
    expect(isEditable(INVOICE_STATUS.overdue)).toBe(true);
    expect(isBeingSent(INVOICE_STATUS.draft, INVOICE_STATUS.pending)).toBe(true);
    expect(isBeingSent(INVOICE_STATUS.draft, undefined)).toBe(false);
  });
});

describe('job stages', () => {
  it('keeps the contract values and their keys in step', () => {
    expect(JOB_STAGES).toEqual([0, 1, 2, 3]);
    expect(JOB_STAGE_KEYS.map((_, i) => i)).toEqual([...JOB_STAGES]);
    expect(JOB_STAGE_FILTERS).toEqual(['0', '1', '2', '3']);
  });

  it('closes a completed job to sign-off and checklist ticks', () => {
    expect(isSignedOff(JOB_STAGE.completed)).toBe(true);
    expect(canSignOff(JOB_STAGE.incomplete, 'Client')).toBe(true);
    // The client signs on the Cleaner's phone (issue 39).
    expect(canSignOff(JOB_STAGE.incomplete, 'Cleaner')).toBe(true);
    expect(canSignOff(JOB_STAGE.completed, 'Administrator')).toBe(false);
    expect(canTickChecklist(JOB_STAGE.pending, 'Cleaner')).toBe(true);
    expect(canTickChecklist(JOB_STAGE.pending, 'Client')).toBe(false);
    expect(canTickChecklist(JOB_STAGE.completed, 'Super Administrator')).toBe(false);
  });
});
