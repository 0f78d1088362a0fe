import 'server-only';
import { siteOrigin } from '@/lib/server/http/site-origin';
import type { MailFormat } from '@/lib/server/mail/locale';
import type { estimates } from '@/lib/server/db/schema';

type EstimateRow = typeof estimates.$inferSelect;

/** The mail that tells the client their estimate is ready, with a link to it in their dashboard; in their language (`m`). */
export function estimateMail(row: EstimateRow, company: { name: string; symbol: string }, m: MailFormat) {
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
