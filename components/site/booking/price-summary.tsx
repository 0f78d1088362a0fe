'use client';

import { useTranslations } from 'next-intl';
import { Spinner } from '@/components/ui/button';
import { formatMoney } from '@/lib/dashboard/labels';
import type { Quote } from '@/lib/bookings/hooks';
import type { QuoteState } from './use-quote';

/** "3 h" or "3 h 30 min". */
export function useDuration() {
  const t = useTranslations('booking.price');
  return (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m === 0 ? t('hours', { h }) : h === 0 ? t('minutes', { m }) : t('hoursMinutes', { h, m });
  };
}

/** The price as the server answered it: its lines, the discount, VAT as the company shows it, and the total. */
export function PriceSummary({ state, vat }: { state: QuoteState; vat: { ratePercent: number; included: boolean } }) {
  const t = useTranslations('booking.price');
  const { quote, loading, error } = state;
  return (
    <section
      aria-labelledby="booking-price"
      aria-busy={loading}
      className="rounded-card border border-ink/10 bg-white p-4 shadow-card sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 id="booking-price" className="text-lg font-bold text-ink">
          {t('heading')}
        </h3>
        {loading ? <Spinner label={t('updating')} className="text-brand-700" /> : null}
      </div>
      {error && !loading ? (
        <div role="alert" className="mt-3 text-sm font-medium text-danger">
          <p>{t('failed')}</p>
          <button
            type="button"
            onClick={state.retry}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            {t('retry')}
          </button>
        </div>
      ) : null}
      {quote ? <QuoteLines quote={quote} vat={vat} stale={loading} /> : null}
    </section>
  );
}

export function QuoteLines({
  quote,
  vat,
  stale = false,
}: {
  quote: Quote;
  vat: { ratePercent: number; included: boolean };
  stale?: boolean;
}) {
  const t = useTranslations('booking.price');
  const duration = useDuration();
  const money = (pence: number) => formatMoney(pence, quote.currencySymbol);
  const label = (key: string) => (t.has(`lines.${key}`) ? t(`lines.${key}`) : key);
  return (
    <div className={stale ? 'opacity-60 transition-opacity' : 'transition-opacity'}>
      <dl className="mt-3 space-y-1.5 text-sm">
        {quote.lines.map((line) => (
          <div key={line.key} className="flex justify-between gap-3">
            <dt className="text-ink-muted">
              {label(line.key)}
              {line.quantity > 1 ? ` × ${line.quantity}` : ''}
            </dt>
            <dd className="font-medium text-ink" dir="ltr">
              {money(line.pence)}
            </dd>
          </div>
        ))}
        {quote.discountPence > 0 ? (
          <div className="flex justify-between gap-3 text-success-strong">
            <dt>{t('discount')}</dt>
            <dd className="font-medium" dir="ltr">
              {money(-quote.discountPence)}
            </dd>
          </div>
        ) : null}
        {!vat.included && quote.vatPence > 0 ? (
          <>
            <div className="flex justify-between gap-3 border-t border-ink/10 pt-1.5">
              <dt className="text-ink-muted">{t('net')}</dt>
              <dd className="font-medium text-ink" dir="ltr">
                {money(quote.netPence)}
              </dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-ink-muted">{t('vat', { rate: vat.ratePercent })}</dt>
              <dd className="font-medium text-ink" dir="ltr">
                {money(quote.vatPence)}
              </dd>
            </div>
          </>
        ) : null}
        <div className="flex items-baseline justify-between gap-3 border-t border-ink/10 pt-2">
          <dt className="text-base font-bold text-ink">
            {t('total')} <span className="text-sm font-normal text-ink-muted">{t('perVisit')}</span>
          </dt>
          <dd className="text-2xl font-extrabold text-brand-800" dir="ltr" data-testid="booking-total">
            {money(quote.totalPence)}
          </dd>
        </div>
      </dl>
      {quote.minimumApplied ? <p className="mt-1 text-xs text-ink-muted">{t('minimum')}</p> : null}
      {vat.included && quote.vatPence > 0 ? (
        <p className="mt-1 text-xs text-ink-muted">{t('vatIncluded', { amount: money(quote.vatPence) })}</p>
      ) : null}
      <p className="mt-2 text-sm text-ink-muted">
        {t('duration', { duration: duration(quote.durationMinutes), team: quote.teamSize })}
      </p>
    </div>
  );
}
