import 'server-only';
import { eq } from 'drizzle-orm';
import { INVOICE_STATUS, isBeingSent, isDraft } from '@/lib/invoices/rules';
import type { CreateInvoiceInput, UpdateInvoiceInput } from '@/lib/invoices/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { invoiceItems, invoices, jobs } from '@/lib/server/db/schema';
import { badRequest, conflict } from '@/lib/server/http/errors';
import { kickOutbox } from '@/lib/server/mail';
import {
  assertCompanyAdmin,
  assertCompanyExists,
  assertMember,
  resolveCompanyId,
  uniqueOr409,
} from '@/lib/server/auth/access';
import { mailInvoice } from './mail';
import { clientBillTo, isBlankParty } from './parties';
import { priceLines, toPounds, totalsFromPence } from './money';
import { DUE_DAYS, itemValues, nextInvoiceNumber } from './new-invoice';
import { findVisible, getInvoice, itemsFor } from './queries';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';

// The office's writes from the invoice screens: create, update (sending a draft mails it) and delete, each with its
// audit entry in the same transaction. Reads are in queries.ts; the draft a sign-off leaves is in sign-off-draft.ts.

const DUPLICATE_NUMBER = 'This invoice number is already used in this company';

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
