import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { CreateEstimateInput, UpdateEstimateInput } from '@/lib/estimates/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, enquiries, estimateItems, estimates } from '@/lib/server/db/schema';
import { conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { enqueueMail, kickOutbox } from '@/lib/server/mail';
import { recordEnquiryStatus } from '@/lib/server/enquiries/events';
import { assertCompanyAdmin, assertCompanyExists, assertMember, resolveCompanyId } from '@/lib/server/auth/access';
import { looksLikeEmail } from '@/lib/server/companies/site-company';
import { userMailFormat } from '@/lib/server/mail/user-format';
import { priceLines, toPounds, totalsFromPence } from '@/lib/server/invoices/money';
import { createJobFrom } from './acceptance';
import { estimateMail } from './mail';
import { findForAdmin, getEstimate, itemsFor, NOT_FOUND } from './queries';

// The office's writes from the estimate screens: create (from scratch or from an enquiry), update (sending mails the
// client, accepting creates the job) and delete. Reads are in queries.ts; the Client's own answer is in acceptance.ts.

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const VALID_DAYS = 30;

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

export async function deleteEstimate(db: Db, actor: Actor, id: string) {
  const current = await findForAdmin(db, actor, id);
  if (current.status === 'accepted') throw conflict('An accepted estimate cannot be deleted');
  await db.delete(estimates).where(eq(estimates.id, id));
  return { success: true, id };
}
