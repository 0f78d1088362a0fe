import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { TestPaymentButtons } from '@/components/site/pay/test-payment-buttons';
import { enGbPounds } from '@/lib/london-clock';
import type { Locale } from '@/lib/i18n/routing';
import { testSessionQuerySchema } from '@/lib/payments/schemas';
import { getDb } from '@/lib/server/db/client';
import { getTestSession } from '@/lib/server/payments/service';

// The built-in test provider's hosted page, rendered per request from the session it is about (lib/server/payments).
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: Locale; session: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'payTest' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

async function load(id: string) {
  const parsed = testSessionQuerySchema.safeParse({ id });
  return parsed.success ? getTestSession(await getDb(), parsed.data.id) : null;
}

export default async function TestPaymentPage({ params }: Props) {
  const { locale, session: id } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('payTest');
  const session = await load(id);
  const amount = session ? `${session.currencySymbol}${enGbPounds(session.amountPence)}` : '';
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('heading')}</h1>
      {/* Said first and plainly (issue 36): a visitor who lands here must never believe a card was charged. */}
      <p
        data-testid="test-pay-no-money"
        className="mt-3 rounded border-s-4 border-warning bg-warning-soft px-3 py-2 font-semibold text-ink"
      >
        {t('noMoney')}
      </p>
      <p className="mt-3 rounded bg-surface-muted px-3 py-2 text-sm text-ink-muted">{t('notice')}</p>
      {session ? (
        <section aria-labelledby="pay-summary" className="mt-6 rounded-card border border-ink/10 p-5">
          <h2 id="pay-summary" className="sr-only">
            {t('invoice')}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-ink-muted">{t('payee')}</dt>
            <dd className="font-semibold">{session.companyName}</dd>
            <dt className="text-ink-muted">{t('invoice')}</dt>
            <dd className="font-semibold">{session.invoiceNumber}</dd>
            <dt className="text-ink-muted">{t('amount')}</dt>
            <dd className="text-xl font-bold" data-testid="test-pay-amount">
              {amount}
            </dd>
          </dl>
          {session.status === 'open' ? (
            <TestPaymentButtons
              sessionId={session.id}
              labels={{ pay: t('pay', { amount }), fail: t('fail'), working: t('working'), error: t('error') }}
            />
          ) : (
            <p role="status" className="mt-5 font-medium">
              {t('closed')}{' '}
              <a className="text-link underline" href={`/dashboard/invoice/${session.invoiceId}`}>
                {t('back')}
              </a>
            </p>
          )}
        </section>
      ) : (
        <p role="status" className="mt-6 font-medium">
          {t('notFound')}
        </p>
      )}
    </div>
  );
}
