import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox } from '@/lib/server/db/schema';
import { runScheduledWork } from '@/lib/server/scheduler/service';
import { makeWorld, send } from '@/tests/api/backoffice-world';
import { invoiceFor } from './payment-helpers';
import { endpoint } from '@/tests/support/endpoint';

const updateCompany = endpoint('PUT /api/company/updatecompany');
const updateInvoice = endpoint('PUT /api/invoice/updateinvoice');

// Due at noon on 10 January (London = UTC in winter); "3 days overdue" is any time on 13 January.
const DUE = { createDate: '2026-01-01T10:00:00.000Z', dueDate: '2026-01-10T12:00:00.000Z' };
const on = (day: string, time = '09:00') => new Date(`${day}T${time}:00.000Z`);

async function chasesOf(invoiceId: string) {
  const rows = await (
    await getDb()
  )
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.category, 'invoice-chase'), eq(mailOutbox.relatedId, invoiceId)));
  return rows.map((r) => r.subject);
}

const run = async (at: Date) => runScheduledWork(await getDb(), { now: at });

describe('overdue invoice chases (scheduled work, POST /api/cron/run)', () => {
  it('chases at 3, 7 and 14 days overdue, each once, however often and concurrently the work runs', async () => {
    const w = await makeWorld();
    const invoice = await invoiceFor(w, DUE);
    await run(on('2026-01-10', '23:00'));
    await run(on('2026-01-12', '23:59'));
    expect(await chasesOf(invoice.id)).toEqual([]);
    await Promise.all([run(on('2026-01-13', '00:01')), run(on('2026-01-13', '00:01')), run(on('2026-01-13', '18:00'))]);
    expect(await chasesOf(invoice.id)).toEqual([`Reminder: invoice ${invoice.invoiceNumber} is 3 days overdue`]);
    await run(on('2026-01-16'));
    expect(await chasesOf(invoice.id)).toHaveLength(1);
    await Promise.all([run(on('2026-01-17')), run(on('2026-01-17'))]);
    await run(on('2026-01-24'));
    await Promise.all([run(on('2026-01-25')), run(on('2026-01-25'))]);
    await run(on('2026-03-01'));
    expect(await chasesOf(invoice.id)).toEqual(
      [3, 7, 14].map((d) => `Reminder: invoice ${invoice.invoiceNumber} is ${d} days overdue`),
    );
    const [mail] = await (
      await getDb()
    )
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.category, 'invoice-chase'), eq(mailOutbox.relatedId, invoice.id)));
    expect(mail).toMatchObject({ to: w.clientA.user.email, companyId: w.a.id });
    expect(mail!.text).toContain(`/dashboard/invoice/${invoice.id}?pay=1`);
  });

  it('stops once the invoice is paid, never chases drafts, and a run that missed days sends only the latest chase', async () => {
    const w = await makeWorld();
    const paid = await invoiceFor(w, DUE);
    const draft = await invoiceFor(w, { ...DUE, status: 0 });
    const late = await invoiceFor(w, DUE);
    await run(on('2026-01-13'));
    await send(updateInvoice, w.adminA, { id: paid.id, status: 2 }, 'PUT');
    await run(on('2026-01-20'));
    expect(await chasesOf(paid.id)).toHaveLength(1);
    expect(await chasesOf(draft.id)).toEqual([]);
    const fresh = await invoiceFor(w, DUE);
    await run(on('2026-01-20')); // 10 days overdue, never chased: the 7-day chase only
    expect(await chasesOf(fresh.id)).toEqual([`Reminder: invoice ${fresh.invoiceNumber} is 7 days overdue`]);
    expect(await chasesOf(late.id)).toHaveLength(2);
  });

  it('follows the days the company sets (PUT /api/Company/UpdateCompany paymentChaseDays, validated)', async () => {
    const w = await makeWorld();
    expect((await send(updateCompany, w.adminA, { id: w.a.id, paymentChaseDays: '0, 7' }, 'PUT')).status).toBe(400);
    expect(
      (await send(updateCompany, w.adminA, { id: w.a.id, paymentChaseDays: [1, 2, 3, 4, 5, 6, 7] }, 'PUT')).status,
    ).toBe(400);
    expect((await send(updateCompany, w.adminB, { id: w.a.id, paymentChaseDays: [1] }, 'PUT')).status).toBe(403);
    const saved = await send<{ paymentChaseDays: number[] }>(
      updateCompany,
      w.adminA,
      { id: w.a.id, paymentChaseDays: '30, 1; 30' },
      'PUT',
    );
    expect(saved.body.paymentChaseDays).toEqual([1, 30]);
    const invoice = await invoiceFor(w, DUE);
    const other = await invoiceFor(w, DUE, w.clientB, w.adminB);
    await run(on('2026-01-11'));
    await run(on('2026-01-20'));
    expect(await chasesOf(invoice.id)).toEqual([`Reminder: invoice ${invoice.invoiceNumber} is 1 day overdue`]);
    expect(await chasesOf(other.id)).toEqual([`Reminder: invoice ${other.invoiceNumber} is 7 days overdue`]);
    await run(on('2026-02-09'));
    expect(await chasesOf(invoice.id)).toHaveLength(2);
  });
});
