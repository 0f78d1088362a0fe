import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { INVOICE_STATUS } from '@/lib/invoices/rules';
import type { CancelVisitInput } from '@/lib/visits/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { invoiceItems, invoices, jobs } from '@/lib/server/db/schema';
import { AppError } from '@/lib/server/http/errors';
import { kickOutbox } from '@/lib/server/mail';
import { recordAudit } from '@/lib/server/audit/service';
import { clientBillTo } from '@/lib/server/invoices/parties';
import { nextInvoiceNumber } from '@/lib/server/invoices/new-invoice';
import {
  ownVisit,
  termsOrRefuse,
  visitBlocked,
  visitCompany,
  type Tx,
  type VisitCompany,
  type VisitRow,
} from './access';
import { mailVisitChange, pounds, whenIn, whenText } from './mail';

const FEE_DUE_DAYS = 15;

/** 409 when the fee the Client agreed to is not the fee now due (the notice ran out, or the company changed it). */
export class FeeChanged extends AppError {
  constructor(
    readonly feePence: number,
    readonly insideNotice: boolean,
  ) {
    super(409, 'The cancellation terms have changed: read them again before you confirm', 'fee_changed', undefined, {
      reason: 'visit.feeChanged',
    });
  }
}

/**
 * The fee as the office would bill it: a draft invoice for the Client with one line, linked to the visit, which the
 * office checks and sends (or deletes, to waive it) like any other draft. Nothing is charged by the cancel itself.
 */
async function draftFeeInvoice(tx: Tx, actor: Actor, visit: VisitRow, company: VisitCompany, feePence: number) {
  const invoiceNumber = await nextInvoiceNumber(tx, visit.companyId);
  const createDate = new Date();
  const [row] = await tx
    .insert(invoices)
    .values({
      companyId: visit.companyId,
      jobId: visit.id,
      clientId: visit.clientId,
      invoiceNumber,
      status: INVOICE_STATUS.draft,
      createDate,
      dueDate: new Date(createDate.getTime() + FEE_DUE_DAYS * 86_400_000),
      subTotalPence: feePence,
      totalPence: feePence,
      invoiceFrom: { name: company.name, email: company.email ?? undefined, phoneNumber: company.phone ?? undefined },
      invoiceTo: await clientBillTo(tx as unknown as Db, visit.clientId, visit.location),
      notes: `Late cancellation of ${visit.title} (${whenText(visit.scheduledDate, visit.startTime)}), inside the ${company.noticeHours}-hour notice.`,
    })
    .returning({ id: invoices.id });
  await tx.insert(invoiceItems).values({
    invoiceId: row!.id,
    position: 0,
    title: 'Late cancellation fee',
    service: visit.service,
    description: `${visit.title}, ${whenText(visit.scheduledDate, visit.startTime)}`,
    quantityHundredths: 100,
    pricePence: feePence,
    totalPence: feePence,
  });
  await recordAudit(tx, actor, {
    companyId: visit.companyId,
    action: 'create',
    entityType: 'invoice',
    entityId: row!.id,
    summary: `Drafted invoice ${invoiceNumber} for the late cancellation fee of ${visit.title} (${pounds(feePence, company.currencySymbol)})`,
  });
  return { id: row!.id, invoiceNumber };
}

/**
 * The Client cancels one of their visits under the company's notice rule (lib/visits/rules.ts): free until
 * the notice, then the company's fee, which the Client must have seen and agreed to (`confirmFeePence`). The visit
 * stays as cancelled (no slot, no reminder), the fee is kept on it and, when not zero, drafted as an invoice; the
 * Client and the office are e-mailed and the audit trail records it, all in one transaction.
 */
export async function cancelVisit(db: Db, actor: Actor, input: CancelVisitInput, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const visit = await ownVisit(tx, actor, input.jobId);
    const company = await visitCompany(tx, visit.companyId);
    const terms = await termsOrRefuse(tx, visit, company, now);
    if (input.confirmFeePence !== terms.feePence) throw new FeeChanged(terms.feePence, terms.insideNotice);
    // Conditional on "not cancelled yet": of two cancels at once, one wins and the other is told it is cancelled.
    const [done] = await tx
      .update(jobs)
      .set({ cancelledAt: now, cancelledById: actor.id, cancellationFeePence: terms.feePence, updatedAt: now })
      .where(and(eq(jobs.id, visit.id), isNull(jobs.cancelledAt)))
      .returning({ id: jobs.id });
    if (!done) throw visitBlocked('cancelled');
    const invoice = terms.feePence > 0 ? await draftFeeInvoice(tx, actor, visit, company, terms.feePence) : null;
    const when = whenText(visit.scheduledDate, visit.startTime);
    const fee = pounds(terms.feePence, company.currencySymbol);
    await recordAudit(tx, actor, {
      companyId: visit.companyId,
      action: 'update',
      entityType: 'job',
      entityId: visit.id,
      summary: terms.insideNotice
        ? `Client cancelled ${visit.title} (${when}) inside the ${company.noticeHours}-hour notice; fee ${fee}${invoice ? ` on draft invoice ${invoice.invoiceNumber}` : ''}`
        : `Client cancelled ${visit.title} (${when}) within the free notice`,
      changes: { cancelledAt: [null, now.toISOString()], cancellationFeePence: [null, terms.feePence] },
    });
    await mailVisitChange(tx, actor, company, {
      category: 'visit-cancelled',
      relatedId: visit.id,
      subject: (m) =>
        m.t('visit.cancelledSubject', { title: visit.title, when: whenIn(m, visit.scheduledDate, visit.startTime) }),
      body: (m) => {
        const on = whenIn(m, visit.scheduledDate, visit.startTime);
        const cancelled = visit.location
          ? m.t('visit.cancelledAt', { title: visit.title, when: on, location: visit.location })
          : m.t('visit.cancelled', { title: visit.title, when: on });
        const charge =
          terms.feePence > 0
            ? m.t('visit.fee', { hours: company.noticeHours, fee: m.money(terms.feePence, company.currencySymbol) })
            : m.t('visit.noFee');
        return `${cancelled} ${charge}`;
      },
      officeNote: invoice
        ? `Draft invoice ${invoice.invoiceNumber} holds the fee: check it and send it, or delete it to waive the fee.`
        : undefined,
    });
    return { id: visit.id, cancelledAt: now, feePence: terms.feePence, invoiceId: invoice?.id ?? null };
  });
  kickOutbox(db);
  return result;
}
