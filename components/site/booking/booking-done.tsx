'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { Booked, CoveredArea } from '@/lib/bookings/hooks';
import { formatMoney } from '@/lib/dashboard/labels';
import { longDay } from './dates';

/** The end: held ("you are booked") or requested (the office confirms by e-mail before the slot is held). */
export function BookingDone({
  booked,
  coverage,
  email,
  onAgain,
}: {
  booked: Booked;
  coverage: CoveredArea;
  email: string;
  onAgain: () => void;
}) {
  const t = useTranslations('booking.done');
  const locale = useLocale();
  const values = { company: coverage.company.name, date: longDay(booked.date, locale), time: booked.startTime, email };
  return (
    <div className="grid gap-4">
      <div role="status" className="rounded-card border border-success/30 bg-success-soft p-5 text-ink">
        <p className="text-lg">{booked.status === 'held' ? t('heldText', values) : t('requestedText', values)}</p>
        <p className="mt-3 text-xl font-extrabold text-brand-800">
          {t('total', { total: formatMoney(booked.totalPence, coverage.company.currencySymbol) })}
        </p>
      </div>
      <button
        type="button"
        onClick={onAgain}
        className="inline-flex min-h-11 items-center justify-self-start rounded border border-ink/20 bg-white px-5 text-sm font-semibold hover:bg-surface-muted"
      >
        {t('again')}
      </button>
    </div>
  );
}
