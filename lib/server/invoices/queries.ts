import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { INVOICE_STATUS, shownInvoiceStatus, UNPAID_INVOICE_STATUSES, type InvoiceStatus } from '@/lib/invoices/rules';
import { isAdmin } from '@/lib/roles';
import type { ListInvoicesInput } from '@/lib/invoices/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { invoiceItems, invoices } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { paymentProvider } from '@/lib/server/payments';
import { companyFilter, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';
import { shownStatusSql } from './status';
import { fromHundredths, toPounds } from './money';

// Reading invoices: the list, one invoice and its PDF, each scoped to who may see it (`visibility`). The writes
// (service.ts) load the invoice they change through `findVisible` too, so an invoice hidden here is never edited.

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;

/** `online`: whether a payment provider is active (paymentProvider), read once per request rather than per row. */
function toInvoice(row: InvoiceRow, items: ItemRow[], online: boolean) {
  return {
    id: row.id,
    companyId: row.companyId,
    jobId: row.jobId,
    clientId: row.clientId,
    invoiceNumber: row.invoiceNumber,
    status: row.status,
    displayStatus: shownInvoiceStatus(row.status, row.dueDate, new Date()),
    createDate: row.createDate,
    dueDate: row.dueDate,
    taxes: toPounds(row.taxesPence),
    discount: toPounds(row.discountPence),
    shipping: toPounds(row.shippingPence),
    subTotal: toPounds(row.subTotalPence),
    totalAmount: toPounds(row.totalPence),
    sent: row.sent,
    invoiceFrom: row.invoiceFrom,
    invoiceTo: row.invoiceTo,
    notes: row.notes,
    paidAt: row.paidAt,
    paymentReference: row.paymentReference,
    payableOnline: online && (UNPAID_INVOICE_STATUSES as readonly number[]).includes(row.status),
    items: items.map((i) => ({
      id: i.id,
      title: i.title,
      description: i.description,
      service: i.service,
      quantity: fromHundredths(i.quantityHundredths),
      price: toPounds(i.pricePence),
      total: toPounds(i.totalPence),
    })),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Admins see their company's invoices; a Client sees their own once they are no longer drafts. */
function visibility(actor: Actor): SQL | undefined {
  if (isAdmin(actor.role)) return companyFilter(actor, invoices.companyId);
  if (actor.role === 'Client') return and(eq(invoices.clientId, actor.id), ne(invoices.status, INVOICE_STATUS.draft));
  return sql`false`;
}

export async function itemsFor(db: Db, ids: string[]) {
  if (!ids.length) return new Map<string, ItemRow[]>();
  const rows = await db
    .select()
    .from(invoiceItems)
    .where(inArray(invoiceItems.invoiceId, ids))
    .orderBy(asc(invoiceItems.position));
  const map = new Map<string, ItemRow[]>();
  for (const r of rows) map.set(r.invoiceId, [...(map.get(r.invoiceId) ?? []), r]);
  return map;
}

/**
 * Invoices the actor may see, newest first unless sorted: `{ data, totalRecords, totalPages, counts, totals }`, where
 * `counts` and `totals` (pounds) are per status as shown, for the other filters (the list screen's tabs).
 */
export async function listInvoices(db: Db, actor: Actor, input: ListInvoicesInput) {
  const where: (SQL | undefined)[] = [visibility(actor)];
  if (input.search) {
    const term = likeTerm(input.search);
    where.push(
      or(
        ilike(invoices.invoiceNumber, term),
        ilike(sql`coalesce(${invoices.invoiceTo}->>'name', '')`, term),
        ilike(sql`coalesce(${invoices.invoiceTo}->>'company', '')`, term),
      ),
    );
  }
  const withoutStatus = and(...where);
  const shown = shownStatusSql(new Date());
  const filter = input.status !== undefined ? and(withoutStatus, eq(shown, input.status)) : withoutStatus;
  const { limit, offset } = pageOf(input);
  const order = orderOf(
    input,
    {
      invoiceNumber: invoices.invoiceNumber,
      createDate: invoices.createDate,
      dueDate: invoices.dueDate,
      totalAmount: invoices.totalPence,
      status: shown,
    },
    [desc(invoices.createDate), desc(invoices.id)],
  );
  const [rows, byStatus] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ status: shown, value: count(), pence: sum(invoices.totalPence) })
      .from(invoices)
      .where(withoutStatus)
      .groupBy(sql`1`), // by the first column: the same expression with its own parameter
  ]);
  const counts = { all: 0, 0: 0, 1: 0, 2: 0, 3: 0 } as Record<'all' | InvoiceStatus, number>;
  const pence = { all: 0, 0: 0, 1: 0, 2: 0, 3: 0 } as Record<'all' | InvoiceStatus, number>;
  for (const r of byStatus) {
    const key = Number(r.status) as InvoiceStatus;
    const amount = Number(r.pence ?? 0);
    counts.all += r.value;
    pence.all += amount;
    if (key in counts) {
      counts[key] += r.value;
      pence[key] += amount;
    }
  }
  const totals = Object.fromEntries(Object.entries(pence).map(([k, v]) => [k, toPounds(v)])) as Record<
    'all' | InvoiceStatus,
    number
  >;
  const items = await itemsFor(
    db,
    rows.map((r) => r.id),
  );
  const online = (await paymentProvider(db)) !== null;
  const totalRecords = input.status !== undefined ? counts[input.status as InvoiceStatus] : counts.all;
  return {
    ...pageResult(
      rows.map((r) => toInvoice(r, items.get(r.id) ?? [], online)),
      totalRecords,
      input.pageSize,
    ),
    counts,
    totals,
  };
}

export async function findVisible(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!row) throw notFound('Invoice not found');
  const [visible] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.id, id), visibility(actor)))
    .limit(1);
  if (!visible) throw forbidden();
  return row;
}

export async function getInvoice(db: Db, actor: Actor, id: string) {
  const row = await findVisible(db, actor, id);
  return toInvoice(row, (await itemsFor(db, [id])).get(id) ?? [], (await paymentProvider(db)) !== null);
}

/** GET /api/invoice/pdf: the invoice as a PDF for whoever may see it (admins of its company, its client once sent). */
export async function invoicePdf(db: Db, actor: Actor, id: string) {
  const row = await findVisible(db, actor, id);
  const { renderInvoicePdf } = await import('@/lib/server/invoices/pdf');
  return renderInvoicePdf(db, row);
}
