import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { isAdmin } from '@/lib/roles';
import { ESTIMATE_STATUSES_LIST, type ListEstimatesInput } from '@/lib/estimates/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { estimateItems, estimates } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin, companyFilter, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';
import { fromHundredths, toPounds } from '@/lib/server/invoices/money';

// Reading estimates: the list and one estimate, for the office or the Client it is made out to. The writes
// (service.ts, acceptance.ts) load the estimate they change through `findForAdmin` / `findForViewer` too, so the same
// rule decides who may see and who may change one.

type EstimateRow = typeof estimates.$inferSelect;
type ItemRow = typeof estimateItems.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const NOT_FOUND = 'Failed to fetch Estimate';

function toEstimate(row: EstimateRow, items: ItemRow[]) {
  const { taxesPence, discountPence, subTotalPence, totalPence, ...rest } = row;
  return {
    ...rest,
    taxes: toPounds(taxesPence),
    discount: toPounds(discountPence),
    subTotal: toPounds(subTotalPence),
    totalAmount: toPounds(totalPence),
    items: items.map((i) => ({
      id: i.id,
      service: i.service,
      description: i.description,
      quantity: fromHundredths(i.quantityHundredths),
      unit: i.unit,
      price: toPounds(i.pricePence),
      total: toPounds(i.totalPence),
    })),
  };
}

export async function itemsFor(db: Db | Tx, ids: string[]) {
  const map = new Map<string, ItemRow[]>();
  if (!ids.length) return map;
  const rows = await db
    .select()
    .from(estimateItems)
    .where(inArray(estimateItems.estimateId, ids))
    .orderBy(asc(estimateItems.position));
  for (const r of rows) map.set(r.estimateId, [...(map.get(r.estimateId) ?? []), r]);
  return map;
}

/** What an actor may list: Administrators their company's (all for Super Administrators), a Client the ones sent to them. */
function viewerScope(actor: Actor): SQL | undefined {
  if (isAdmin(actor.role)) {
    assertCompanyAdmin(actor, actor.companyId);
    return companyFilter(actor, estimates.companyId);
  }
  if (actor.role === 'Client') return and(eq(estimates.clientId, actor.id), ne(estimates.status, 'draft'));
  throw forbidden();
}

/**
 * Estimates newest first unless sorted: `{ data, totalPages, totalRecords, counts }`. Administrators see their
 * company's; a Client sees those made out to them once sent (never drafts). `search` matches the number, client name,
 * e-mail, address and post code; `counts` has the number per status under the search (the list's tabs).
 */
export async function listEstimates(db: Db, actor: Actor, input: ListEstimatesInput) {
  const term = input.search ? likeTerm(input.search) : null;
  const withoutStatus = and(
    viewerScope(actor),
    term
      ? or(
          ilike(estimates.estimateNumber, term),
          ilike(estimates.clientName, term),
          ilike(estimates.clientEmail, term),
          ilike(estimates.address, term),
          ilike(estimates.postCode, term),
        )
      : undefined,
  );
  const filter = input.status ? and(withoutStatus, eq(estimates.status, input.status)) : withoutStatus;
  const { limit, offset } = pageOf(input);
  const order = orderOf(
    input,
    {
      createdAt: estimates.createdAt,
      estimateNumber: estimates.estimateNumber,
      clientName: sql`lower(${estimates.clientName})`,
      totalAmount: estimates.totalPence,
      validUntil: estimates.validUntil,
    },
    [desc(estimates.createdAt), desc(estimates.id)],
  );
  const [rows, byStatus] = await Promise.all([
    db
      .select()
      .from(estimates)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ status: estimates.status, value: count() })
      .from(estimates)
      .where(withoutStatus)
      .groupBy(estimates.status),
  ]);
  const items = await itemsFor(
    db,
    rows.map((r) => r.id),
  );
  const counts = Object.fromEntries(
    ESTIMATE_STATUSES_LIST.map((st) => [st, byStatus.find((r) => r.status === st)?.value ?? 0]),
  ) as Record<(typeof ESTIMATE_STATUSES_LIST)[number], number>;
  const all = byStatus.reduce((sum, r) => sum + r.value, 0);
  return {
    ...pageResult(
      rows.map((r) => toEstimate(r, items.get(r.id) ?? [])),
      input.status ? counts[input.status] : all,
      input.pageSize,
    ),
    counts: { all, ...counts },
  };
}

export async function findForAdmin(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  assertCompanyAdmin(actor, row.companyId);
  return row;
}

/** An Administrator of its company, or the Client it is made out to once it has been sent (a draft is 404 to them). */
export async function findForViewer(db: Db, actor: Actor, id: string) {
  if (actor.role !== 'Client') return findForAdmin(db, actor, id);
  const [row] = await db.select().from(estimates).where(eq(estimates.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  if (row.clientId !== actor.id) throw forbidden();
  if (row.status === 'draft') throw notFound(NOT_FOUND);
  return row;
}

export async function getEstimate(db: Db, actor: Actor, id: string) {
  const row = await findForViewer(db, actor, id);
  return toEstimate(row, (await itemsFor(db, [id])).get(id) ?? []);
}
