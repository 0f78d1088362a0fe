import 'server-only';
import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { JOB_STAGE } from '@/lib/jobs/rules';
import { isAdmin } from '@/lib/roles';
import {
  ESTIMATE_STATUSES_LIST,
  type CreateEstimateInput,
  type ListEstimatesInput,
  type RespondEstimateInput,
  type UpdateEstimateInput,
} from '@/lib/estimates/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, enquiries, estimateItems, estimates, jobs } from '@/lib/server/db/schema';
import { conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { enqueueMail, kickOutbox } from '@/lib/server/mail';
import type { MailFormat } from '@/lib/server/mail/locale';
import { recordEnquiryStatus } from '@/lib/server/enquiries/events';
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
} from '@/lib/server/auth/access';
import { looksLikeEmail } from '@/lib/server/companies/site-company';
import { userMailFormat } from '@/lib/server/mail/user-format';
import { fromHundredths, priceLines, toPounds, totalsFromPence } from '@/lib/server/invoices/money';

type EstimateRow = typeof estimates.$inferSelect;
type ItemRow = typeof estimateItems.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const VALID_DAYS = 30;
const NOT_FOUND = 'Failed to fetch Estimate';

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

async function itemsFor(db: Db | Tx, ids: string[]) {
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

async function findForAdmin(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(estimates).where(eq(estimates.id, id)).limit(1);
  if (!row) throw notFound(NOT_FOUND);
  assertCompanyAdmin(actor, row.companyId);
  return row;
}

/** An Administrator of its company, or the Client it is made out to once it has been sent (a draft is 404 to them). */
async function findForViewer(db: Db, actor: Actor, id: string) {
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

async function nextEstimateNumber(tx: Tx, companyId: string) {
  for (;;) {
    const [row] = await tx
      .update(companies)
      .set({ lastEstimateNumber: sql`${companies.lastEstimateNumber} + 1` })
      .where(eq(companies.id, companyId))
      .returning({ n: companies.lastEstimateNumber });
    const number = `EST-${String(row!.n).padStart(4, '0')}`;
    const [taken] = await tx
      .select({ id: estimates.id })
      .from(estimates)
      .where(and(eq(estimates.companyId, companyId), eq(estimates.estimateNumber, number)))
      .limit(1);
    if (!taken) return number;
  }
}

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Creates an estimate from scratch or from an enquiry of the admin's company (client details default to the
 * enquiry's, and the enquiry moves to 'estimated'). Number, rows and enquiry status are one transaction.
 */
export async function createEstimate(db: Db, actor: Actor, input: CreateEstimateInput) {
  let enquiry: typeof enquiries.$inferSelect | undefined;
  if (input.enquiryId) {
    [enquiry] = await db.select().from(enquiries).where(eq(enquiries.id, input.enquiryId)).limit(1);
    if (!enquiry) throw notFound('Failed to fetch Enquiry by ID');
    assertCompanyAdmin(actor, enquiry.companyId);
  }
  const companyId = resolveCompanyId(actor, input.companyId, enquiry?.companyId);
  assertCompanyAdmin(actor, companyId);
  if (enquiry && enquiry.companyId !== companyId) throw forbidden();
  await assertCompanyExists(db, companyId);
  const clientName = input.clientId
    ? await assertMember(db, companyId, input.clientId, ['Client'], 'clientId')
    : undefined;
  const { priced, totals } = priceLines(input.items, input);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(estimates)
      .values({
        companyId,
        estimateNumber: await nextEstimateNumber(tx, companyId),
        enquiryId: enquiry?.id ?? null,
        clientId: input.clientId ?? null,
        clientName: input.clientName || clientName || enquiry?.name || '',
        clientEmail: input.clientEmail ?? enquiry?.email ?? null,
        clientPhone: input.clientPhone ?? enquiry?.phone ?? null,
        address: input.address ?? enquiry?.address ?? '',
        postCode: input.postCode ?? enquiry?.postCode ?? null,
        status: input.status,
        validUntil: input.validUntil ?? addDays(VALID_DAYS),
        taxesPence: totals.taxesPence,
        discountPence: totals.discountPence,
        subTotalPence: totals.subTotalPence,
        totalPence: totals.totalPence,
        notes: input.notes ?? null,
        createdById: actor.id,
      })
      .returning({ id: estimates.id });
    await tx.insert(estimateItems).values(
      priced.map((l, position) => ({
        estimateId: row!.id,
        position,
        service: l.service,
        description: l.description,
        unit: l.unit,
        quantityHundredths: l.quantityHundredths,
        pricePence: l.pricePence,
        totalPence: l.totalPence,
      })),
    );
    if (enquiry && (enquiry.status === 'new' || enquiry.status === 'contacted')) {
      await tx
        .update(enquiries)
        .set({ status: 'estimated', updatedAt: new Date() })
        .where(eq(enquiries.id, enquiry.id));
      await recordEnquiryStatus(tx, enquiry.id, 'estimated', actor);
    }
    return row!.id;
  });
  return getEstimate(db, actor, id);
}

/**
 * Updates an estimate; new items replace the old and totals are recomputed. Accepting it (unless `createJob` is
 * false) creates a New job for the client and marks the enquiry converted, in the same transaction.
 */
export async function updateEstimate(db: Db, actor: Actor, input: UpdateEstimateInput) {
  const current = await findForAdmin(db, actor, input.id);
  if (input.clientId) await assertMember(db, current.companyId, input.clientId, ['Client'], 'clientId');
  const extras = {
    taxes: input.taxes ?? toPounds(current.taxesPence),
    discount: input.discount ?? toPounds(current.discountPence),
  };
  const priced = input.items ? priceLines(input.items, extras) : null;
  const existing = (await itemsFor(db, [current.id])).get(current.id) ?? [];
  const totals = priced
    ? priced.totals
    : totalsFromPence(
        existing.map((i) => i.totalPence),
        extras,
      );
  const accepting = input.status === 'accepted' && current.status !== 'accepted' && input.createJob && !current.jobId;
  const sending =
    input.status === 'sent' &&
    current.status !== 'sent' &&
    looksLikeEmail(input.clientEmail ?? current.clientEmail ?? '');
  await db.transaction(async (tx) => {
    // Lock the row so two acceptances at once cannot both create a job.
    const [locked] = await tx
      .select({ jobId: estimates.jobId })
      .from(estimates)
      .where(eq(estimates.id, current.id))
      .for('update');
    if (accepting && locked?.jobId) throw conflict('This estimate has already been accepted');
    const [updated] = await tx
      .update(estimates)
      .set({
        clientId: input.clientId,
        clientName: input.clientName,
        clientEmail: input.clientEmail,
        clientPhone: input.clientPhone,
        address: input.address,
        postCode: input.postCode,
        status: input.status,
        validUntil: input.validUntil,
        notes: input.notes,
        taxesPence: totals.taxesPence,
        discountPence: totals.discountPence,
        subTotalPence: totals.subTotalPence,
        totalPence: totals.totalPence,
        updatedAt: new Date(),
      })
      .where(eq(estimates.id, current.id))
      .returning();
    if (!updated) throw notFound(NOT_FOUND);
    const lines = priced ? priced.priced.map((l) => ({ ...l })) : null;
    if (lines) {
      await tx.delete(estimateItems).where(eq(estimateItems.estimateId, current.id));
      await tx.insert(estimateItems).values(
        lines.map((l, position) => ({
          estimateId: current.id,
          position,
          service: l.service,
          description: l.description,
          unit: l.unit,
          quantityHundredths: l.quantityHundredths,
          pricePence: l.pricePence,
          totalPence: l.totalPence,
        })),
      );
    }
    if (sending && updated.clientEmail) {
      const [company] = await tx
        .select({ name: companies.name, symbol: companies.currencySymbol })
        .from(companies)
        .where(eq(companies.id, updated.companyId))
        .limit(1);
      await enqueueMail(
        tx,
        estimateMail(
          updated,
          company ?? { name: 'Brightside Cleaning', symbol: '£' },
          await userMailFormat(tx, updated.clientId),
        ),
      );
    }
    if (!accepting) return;
    await createJobFrom(tx, updated, lines ?? existing, actor.id);
  });
  if (sending) kickOutbox(db);
  return getEstimate(db, actor, current.id);
}

/** The mail that tells the client their estimate is ready, with a link to it in their dashboard; in their language (`m`). */
function estimateMail(row: EstimateRow, company: { name: string; symbol: string }, m: MailFormat) {
  const { t } = m;
  const link = `${siteOrigin()}/dashboard/estimateOfService/${row.id}`;
  const amount = m.money(row.totalPence, company.symbol);
  return {
    to: row.clientEmail!,
    subject: t('estimate.subject', { number: row.estimateNumber, company: company.name }),
    text: [
      t('common.greeting', { name: row.clientName }),
      t('estimate.body', { number: row.estimateNumber, amount, date: m.calendarDate(row.validUntil) }),
      t('estimate.signIn', { link }),
      company.name,
    ].join('\n\n'),
    category: 'estimate-sent',
    relatedId: row.id,
    companyId: row.companyId,
  };
}

/** A New job for the estimate's client from its services; the estimate links to it and its enquiry becomes converted. */
async function createJobFrom(
  tx: Tx,
  estimate: EstimateRow,
  services: { service: string; description: string }[],
  actorId: string,
) {
  const [job] = await tx
    .insert(jobs)
    .values({
      companyId: estimate.companyId,
      title: `${services[0]?.service ?? 'Cleaning'} – ${estimate.clientName}`.slice(0, 200),
      clientId: estimate.clientId,
      description: services.map((s) => `${s.service}${s.description ? `: ${s.description}` : ''}`).join('\n'),
      location: [estimate.address, estimate.postCode].filter(Boolean).join(', '),
      service: services[0]?.service ?? '',
      stage: JOB_STAGE.new,
      createdById: actorId,
    })
    .returning({ id: jobs.id });
  await tx.update(estimates).set({ jobId: job!.id }).where(eq(estimates.id, estimate.id));
  if (estimate.enquiryId) {
    await tx
      .update(enquiries)
      .set({ status: 'converted', jobId: job!.id, updatedAt: new Date() })
      .where(eq(enquiries.id, estimate.enquiryId));
    await recordEnquiryStatus(tx, estimate.enquiryId, 'converted', null);
  }
  return job!.id;
}

/**
 * The Client an estimate is made out to accepts or declines it while it is 'sent' and still valid (409 otherwise).
 * Accepting creates the New job and converts the enquiry, as an Administrator's acceptance does, in one transaction.
 */
export async function respondToEstimate(db: Db, actor: Actor, input: RespondEstimateInput) {
  if (actor.role !== 'Client') throw forbidden();
  const current = await findForViewer(db, actor, input.id);
  await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(estimates).where(eq(estimates.id, current.id)).for('update');
    if (!locked || locked.status !== 'sent') throw conflict('This estimate has already been answered');
    if (locked.validUntil < new Date().toISOString().slice(0, 10)) throw conflict('This estimate has expired');
    const [updated] = await tx
      .update(estimates)
      .set({ status: input.decision, updatedAt: new Date() })
      .where(eq(estimates.id, locked.id))
      .returning();
    if (input.decision !== 'accepted' || locked.jobId) return;
    const items = (await itemsFor(tx, [locked.id])).get(locked.id) ?? [];
    await createJobFrom(tx, updated!, items, actor.id);
  });
  return getEstimate(db, actor, current.id);
}

export async function deleteEstimate(db: Db, actor: Actor, id: string) {
  const current = await findForAdmin(db, actor, id);
  if (current.status === 'accepted') throw conflict('An accepted estimate cannot be deleted');
  await db.delete(estimates).where(eq(estimates.id, id));
  return { success: true, id };
}
