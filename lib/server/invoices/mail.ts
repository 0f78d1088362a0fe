import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { companies, invoices, users } from '@/lib/server/db/schema';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { enqueueMail } from '@/lib/server/mail';
import { paymentProvider } from '@/lib/server/payments';
import { invoicePdfFileName } from '@/lib/server/invoices/pdf-file-name';
import { userMailFormat } from '@/lib/server/mail/user-format';
import { payLink } from '@/lib/server/payments/mails';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Sending a draft (draft → pending) mails the client the invoice as a PDF attachment (rendered when the mail goes out)
 * and a link to it: to the "Bill to" address, else the client's account.
 */
export async function mailInvoice(tx: Tx, row: typeof invoices.$inferSelect) {
  let to = row.invoiceTo?.email || null;
  if (!to && row.clientId)
    to =
      (await tx.select({ email: users.email }).from(users).where(eq(users.id, row.clientId)).limit(1))[0]?.email ??
      null;
  if (!to) return;
  const [company] = await tx
    .select({ name: companies.name, symbol: companies.currencySymbol })
    .from(companies)
    .where(eq(companies.id, row.companyId))
    .limit(1);
  const name = company?.name ?? 'Brightside Cleaning';
  const m = await userMailFormat(tx, row.clientId);
  const { t } = m;
  // The mail offers a "pay online" link only where paying online works (never the test page on a real installation).
  const online = (await paymentProvider(tx)) !== null;
  const amount = m.money(row.totalPence, company?.symbol ?? '£');
  await enqueueMail(tx, {
    to,
    subject: t('invoice.subject', { number: row.invoiceNumber, company: name }),
    text:
      `${t('common.greeting', { name: row.invoiceTo?.name || t('common.customer') })}\n\n` +
      `${t('invoice.body', { number: row.invoiceNumber, amount, date: m.longDate(row.dueDate) })}\n\n` +
      `${online ? `${t('invoice.payOnline', { link: payLink(row.id) })}\n\n` : ''}` +
      `${t('invoice.signIn', { link: `${siteOrigin()}/dashboard/invoice/${row.id}` })}\n\n${name}`,
    category: 'invoice-sent',
    relatedId: row.id,
    companyId: row.companyId,
    attachments: [{ kind: 'invoice-pdf', id: row.id, fileName: invoicePdfFileName(row.invoiceNumber) }],
  });
}
