import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import {
  INVOICE_STATUS,
  isBeingSent,
  isDraft,
  shownInvoiceStatus,
  UNPAID_INVOICE_STATUSES,
  type InvoiceStatus,
} from '@/lib/invoices/rules';
import { isAdmin } from '@/lib/roles';
import type { CreateInvoiceInput, ListInvoicesInput, UpdateInvoiceInput } from '@/lib/invoices/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, estimateItems, estimates, invoiceItems, invoices, jobs } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { kickOutbox } from '@/lib/server/mail';
import { paymentProvider } from '@/lib/server/payments';
import {
  assertCompanyAdmin,
  assertCompanyExists,
  assertMember,
  companyFilter,
  likeTerm,
  orderOf,
  pageOf,
  pageResult,
  resolveCompanyId,
  uniqueOr409,
} from '@/lib/server/auth/access';
import { mailInvoice } from './mail';
import { clientBillTo, isBlankParty } from './parties';
import { shownStatusSql } from './status';
import { fromHundredths, priceLines, toPounds, totalsFromPence } from './money';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';

type InvoiceRow = typeof invoices.$inferSelect;
type ItemRow = typeof invoiceItems.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const DUE_DAYS = 15;
const DUPLICATE_NUMBER = 'This invoice number is already used in this company';

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

async function itemsFor(db: Db, ids: string[]) {
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

async function findVisible(db: Db, actor: Actor, id: string) {
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

/** Next number for the company, bumped under the company row's lock so concurrent creates never collide. */
export async function nextInvoiceNumber(tx: Tx, companyId: string) {
  for (;;) {
    const [row] = await tx
      .update(companies)
      .set({ lastInvoiceNumber: sql`${companies.lastInvoiceNumber} + 1` })
      .where(eq(companies.id, companyId))
      .returning({ n: companies.lastInvoiceNumber });
    const number = `INV-${String(row!.n).padStart(4, '0')}`;
    const [taken] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.companyId, companyId), eq(invoices.invoiceNumber, number)))
      .limit(1);
    if (!taken) return number;
  }
}

/** Checks the job and client belong to the company; answers the job's client and where the job is. */
async function checkLinks(db: Db, companyId: string, input: { jobId?: string | null; clientId?: string | null }) {
  let job: { clientId: string | null; location: string } | null = null;
  if (input.jobId) {
    const [found] = await db
      .select({ companyId: jobs.companyId, clientId: jobs.clientId, location: jobs.location })
      .from(jobs)
      .where(eq(jobs.id, input.jobId))
      .limit(1);
    if (!found || found.companyId !== companyId)
      throw badRequest('Please correct the highlighted fields', { jobId: ['Choose a job of this company'] });
    job = found;
  }
  if (input.clientId) await assertMember(db, companyId, input.clientId, ['Client'], 'clientId');
  return { jobClientId: job?.clientId ?? null, jobLocation: job?.location ?? null };
}

function checkDates(createDate: Date, dueDate: Date) {
  if (dueDate < createDate)
    throw badRequest('The due date must be after the creation date', {
      dueDate: ['The due date must be after the creation date'],
    });
}

const itemValues = (
  invoiceId: string,
  priced: ReturnType<typeof priceLines<CreateInvoiceInput['items'][number]>>['priced'],
) =>
  priced.map((l, position) => ({
    invoiceId,
    position,
    title: l.title,
    description: l.description,
    service: l.service,
    quantityHundredths: l.quantityHundredths,
    pricePence: l.pricePence,
    totalPence: l.totalPence,
  }));

/**
 * Creates an invoice with its items; the number and the rows are one transaction; totals are computed here. Without a
 * "Bill to" it is billed to its client (given, else the job's): name, e-mail, phone and address, as a draft from a
 * sign-off is, so the screen and the PDF never say "Bill to —" for an invoice that has a client.
 */
export async function createInvoice(db: Db, actor: Actor, input: CreateInvoiceInput) {
  const companyId = resolveCompanyId(actor, input.companyId);
  assertCompanyAdmin(actor, companyId);
  await assertCompanyExists(db, companyId);
  const { jobClientId, jobLocation } = await checkLinks(db, companyId, input);
  const invoiceTo = isBlankParty(input.invoiceTo)
    ? await clientBillTo(db, input.clientId ?? jobClientId, jobLocation)
    : input.invoiceTo!;
  const createDate = input.createDate ? new Date(input.createDate) : new Date();
  const dueDate = input.dueDate ? new Date(input.dueDate) : new Date(createDate.getTime() + DUE_DAYS * 86_400_000);
  checkDates(createDate, dueDate);
  const { priced, totals } = priceLines(input.items, input);
  const id = await uniqueOr409(DUPLICATE_NUMBER, () =>
    db.transaction(async (tx) => {
      const invoiceNumber = input.invoiceNumber ?? (await nextInvoiceNumber(tx, companyId));
      const [row] = await tx
        .insert(invoices)
        .values({
          companyId,
          jobId: input.jobId ?? null,
          clientId: input.clientId ?? jobClientId,
          invoiceNumber,
          status: input.status,
          createDate,
          dueDate,
          ...totals,
          sent: input.sent,
          invoiceFrom: input.invoiceFrom ?? null,
          invoiceTo,
          notes: input.notes ?? null,
        })
        .returning({ id: invoices.id });
      await tx.insert(invoiceItems).values(itemValues(row!.id, priced));
      await recordAudit(tx, actor, {
        companyId,
        action: 'create',
        entityType: 'invoice',
        entityId: row!.id,
        summary: `Created invoice ${invoiceNumber} for ${toPounds(totals.totalPence)}`,
        changes: changesBetween(null, {
          invoiceNumber,
          status: input.status,
          totalAmount: toPounds(totals.totalPence),
          clientId: input.clientId ?? jobClientId,
        }),
      });
      return row!.id;
    }),
  );
  return getInvoice(db, actor, id);
}

/** Updates an invoice; new items replace the old ones and the totals are recomputed, all in one transaction. */
export async function updateInvoice(db: Db, actor: Actor, input: UpdateInvoiceInput) {
  const current = await findVisible(db, actor, input.id);
  assertCompanyAdmin(actor, current.companyId);
  await checkLinks(db, current.companyId, input);
  const dueDate = input.dueDate ? new Date(input.dueDate) : current.dueDate;
  checkDates(current.createDate, dueDate);
  const extras = {
    taxes: input.taxes ?? toPounds(current.taxesPence),
    discount: input.discount ?? toPounds(current.discountPence),
    shipping: input.shipping ?? toPounds(current.shippingPence),
  };
  const existing = input.items ? [] : ((await itemsFor(db, [current.id])).get(current.id) ?? []);
  const priced = input.items ? priceLines(input.items, extras) : null;
  const totals = priced
    ? priced.totals
    : totalsFromPence(
        existing.map((i) => i.totalPence),
        extras,
      );
  const sending = isBeingSent(current.status, input.status);
  await uniqueOr409(DUPLICATE_NUMBER, () =>
    db.transaction(async (tx) => {
      await tx
        .update(invoices)
        .set({
          jobId: input.jobId,
          clientId: input.clientId,
          invoiceNumber: input.invoiceNumber,
          status: input.status,
          dueDate,
          sent: input.sent,
          notes: input.notes,
          // Marked paid by the office: when; a payment made online sets it from the provider's event instead.
          ...(input.status === INVOICE_STATUS.paid && current.status !== INVOICE_STATUS.paid
            ? { paidAt: new Date() }
            : {}),
          ...(input.invoiceFrom !== undefined ? { invoiceFrom: input.invoiceFrom } : {}),
          ...(input.invoiceTo !== undefined ? { invoiceTo: input.invoiceTo } : {}),
          ...totals,
          updatedAt: new Date(),
        })
        .where(eq(invoices.id, current.id));
      if (priced) {
        await tx.delete(invoiceItems).where(eq(invoiceItems.invoiceId, current.id));
        await tx.insert(invoiceItems).values(itemValues(current.id, priced.priced));
      }
      await recordAudit(tx, actor, {
        companyId: current.companyId,
        action: 'update',
        entityType: 'invoice',
        entityId: current.id,
        summary: `Updated invoice ${input.invoiceNumber ?? current.invoiceNumber}`,
        changes: changesBetween(
          {
            invoiceNumber: current.invoiceNumber,
            status: current.status,
            dueDate: current.dueDate.toISOString(),
            sent: current.sent,
            clientId: current.clientId,
            jobId: current.jobId,
            notes: current.notes,
            totalAmount: toPounds(current.totalPence),
          },
          {
            invoiceNumber: input.invoiceNumber,
            status: input.status,
            dueDate: dueDate.toISOString(),
            sent: input.sent,
            clientId: input.clientId,
            jobId: input.jobId,
            notes: input.notes,
            totalAmount: toPounds(totals.totalPence),
          },
        ),
      });
      if (sending)
        await mailInvoice(tx, {
          ...current,
          invoiceNumber: input.invoiceNumber ?? current.invoiceNumber,
          dueDate,
          totalPence: totals.totalPence,
          invoiceTo: input.invoiceTo !== undefined ? input.invoiceTo : current.invoiceTo,
          clientId: input.clientId !== undefined ? input.clientId : current.clientId,
        });
    }),
  );
  if (sending) kickOutbox(db);
  return getInvoice(db, actor, current.id);
}

/**
 * The draft invoice a job's sign-off leaves for the office: the lines (and VAT, discount) of the estimate the job came
 * from, else one line for the job at no price yet; billed to the job's client (clientBillTo). None when the job already
 * has an invoice. Runs inside the sign-off's transaction, so a job is never completed without its draft or twice.
 */
export async function draftInvoiceForSignedJob(tx: Tx, actor: Actor, job: typeof jobs.$inferSelect) {
  const [existing] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.jobId, job.id)).limit(1);
  if (existing) return null;
  const [estimate] = await tx
    .select()
    .from(estimates)
    .where(and(eq(estimates.jobId, job.id), eq(estimates.companyId, job.companyId)))
    .limit(1);
  const lines = estimate
    ? (
        await tx
          .select()
          .from(estimateItems)
          .where(eq(estimateItems.estimateId, estimate.id))
          .orderBy(asc(estimateItems.position))
      ).map((l) => ({
        title: l.service,
        service: l.service,
        description: l.description,
        quantity: fromHundredths(l.quantityHundredths),
        price: toPounds(l.pricePence),
      }))
    : [{ title: job.title, service: job.service, description: '', quantity: 1, price: 0 }];
  const extras = estimate ? { taxes: toPounds(estimate.taxesPence), discount: toPounds(estimate.discountPence) } : {};
  const { priced, totals } = priceLines(lines, extras);
  const [company] = await tx.select().from(companies).where(eq(companies.id, job.companyId)).limit(1);
  const invoiceNumber = await nextInvoiceNumber(tx, job.companyId);
  const createDate = new Date();
  const [row] = await tx
    .insert(invoices)
    .values({
      companyId: job.companyId,
      jobId: job.id,
      clientId: job.clientId,
      invoiceNumber,
      status: INVOICE_STATUS.draft,
      createDate,
      dueDate: new Date(createDate.getTime() + DUE_DAYS * 86_400_000),
      ...totals,
      invoiceFrom: company
        ? {
            name: company.name,
            address: company.address ?? undefined,
            email: company.email ?? undefined,
            phoneNumber: company.phone ?? undefined,
          }
        : null,
      invoiceTo: await clientBillTo(tx, job.clientId, job.location),
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceItems).values(itemValues(row!.id, priced));
  await recordAudit(tx, actor, {
    companyId: job.companyId,
    action: 'create',
    entityType: 'invoice',
    entityId: row!.id,
    summary: `Drafted invoice ${invoiceNumber} for the signed-off job ${job.title}`,
  });
  return row!.id;
}

export async function deleteInvoice(db: Db, actor: Actor, id: string) {
  const current = await findVisible(db, actor, id);
  assertCompanyAdmin(actor, current.companyId);
  if (!isDraft(current.status)) throw conflict('Only draft invoices can be deleted');
  await db.transaction(async (tx) => {
    await tx.delete(invoices).where(eq(invoices.id, id));
    await recordAudit(tx, actor, {
      companyId: current.companyId,
      action: 'delete',
      entityType: 'invoice',
      entityId: id,
      summary: `Deleted draft invoice ${current.invoiceNumber} (${toPounds(current.totalPence)})`,
    });
  });
  return { success: true, id };
}

/** GET /api/invoice/pdf: the invoice as a PDF for whoever may see it (admins of its company, its client once sent). */
export async function invoicePdf(db: Db, actor: Actor, id: string) {
  const row = await findVisible(db, actor, id);
  const { renderInvoicePdf } = await import('@/lib/server/invoices/pdf');
  return renderInvoicePdf(db, row);
}
