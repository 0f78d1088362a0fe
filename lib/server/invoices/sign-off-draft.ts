import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import { INVOICE_STATUS } from '@/lib/invoices/rules';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, estimateItems, estimates, invoiceItems, invoices, jobs } from '@/lib/server/db/schema';
import { clientBillTo } from './parties';
import { fromHundredths, priceLines, toPounds } from './money';
import { DUE_DAYS, itemValues, nextInvoiceNumber } from './new-invoice';
import { recordAudit } from '@/lib/server/audit/service';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

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
