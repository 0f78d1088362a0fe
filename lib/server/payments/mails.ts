import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { companies, invoices, users } from '@/lib/server/db/schema';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { enqueueMail } from '@/lib/server/mail';
import { userMailFormat } from '@/lib/server/mail/user-format';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type InvoiceRow = typeof invoices.$inferSelect;

/**
 * The address a pay link sends the client to: the invoice in the back office with `?pay=1`. A signed-out client signs
 * in first and comes back to it (the middleware's same-site returnTo), then lands on the "Pay now" button.
 */
export const payLink = (invoiceId: string) => `${siteOrigin()}/dashboard/invoice/${invoiceId}?pay=1`;

/** Who an invoice's mail goes to: the "Bill to" e-mail, else the client's account. */
export async function invoiceRecipient(tx: Tx | Db, row: Pick<InvoiceRow, 'invoiceTo' | 'clientId'>) {
  if (row.invoiceTo?.email) return row.invoiceTo.email;
  if (!row.clientId) return null;
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.clientId)).limit(1);
  return user?.email ?? null;
}

async function companyOf(tx: Tx | Db, companyId: string) {
  const [company] = await tx
    .select({ name: companies.name, symbol: companies.currencySymbol })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return { name: company?.name ?? 'Brightside Cleaning', symbol: company?.symbol ?? '£' };
}

/** The receipt of an online payment, queued in the transaction that marked the invoice paid; in the client's language. */
export async function mailReceipt(tx: Tx, row: InvoiceRow, amountPence: number) {
  const to = await invoiceRecipient(tx, row);
  if (!to) return;
  const company = await companyOf(tx, row.companyId);
  const m = await userMailFormat(tx, row.clientId);
  const { t } = m;
  const at = row.paidAt ?? new Date();
  await enqueueMail(tx as unknown as Db, {
    to,
    subject: t('payment.receiptSubject', { number: row.invoiceNumber }),
    text:
      `${t('common.greeting', { name: row.invoiceTo?.name || t('common.customer') })}\n\n` +
      `${t('payment.receipt', { amount: m.money(amountPence, company.symbol), number: row.invoiceNumber, date: m.shortDate(at), time: m.time(at) })}\n` +
      `${t('payment.reference', { reference: row.paymentReference ?? '—' })}\n\n` +
      `${t('payment.seeInvoice', { link: `${siteOrigin()}/dashboard/invoice/${row.id}` })}\n\n${company.name}`,
    category: 'payment-receipt',
    relatedId: row.id,
    companyId: row.companyId,
  });
}

/** A reminder that an invoice is `days` days overdue, with the pay link; queued with the chase's claim. */
export async function mailChase(tx: Tx, row: InvoiceRow, to: string, days: number) {
  const company = await companyOf(tx, row.companyId);
  const m = await userMailFormat(tx, row.clientId);
  const { t } = m;
  await enqueueMail(tx as unknown as Db, {
    to,
    subject: t('payment.chaseSubject', { number: row.invoiceNumber, days }),
    text: [
      t('common.greeting', { name: row.invoiceTo?.name || t('common.customer') }),
      t('payment.chase', {
        number: row.invoiceNumber,
        amount: m.money(row.totalPence, company.symbol),
        date: m.shortDate(row.dueDate),
      }),
      t('payment.payOnline', { link: payLink(row.id) }),
      t('payment.paidMeanwhile'),
      company.name,
    ].join('\n\n'),
    category: 'invoice-chase',
    relatedId: row.id,
    companyId: row.companyId,
  });
}
