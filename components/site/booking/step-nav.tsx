'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { Quote } from '@/lib/bookings/hooks';
import { formatMoney } from '@/lib/dashboard/labels';

type Primary = { label: ReactNode; onClick?: () => void; disabled?: boolean; form?: string };

/**
 * Back and Continue under a thumb: a bar stuck to the bottom of a phone's screen (with the total while choosing the
 * service), an ordinary row on a computer.
 */
export function StepNav({ onBack, primary, total }: { onBack: () => void; primary: Primary; total: Quote | null }) {
  const t = useTranslations('booking');
  return (
    <div className="sticky bottom-0 z-10 -mx-4 flex items-center gap-3 border-t border-ink/10 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:px-0 sm:backdrop-blur-none">
      <button
        type="button"
        onClick={onBack}
        className="inline-flex min-h-12 items-center rounded border border-ink/20 bg-white px-4 text-sm font-semibold text-ink hover:bg-surface-muted"
      >
        {t('back')}
      </button>
      {total ? (
        <p className="ms-auto text-end text-sm leading-tight text-ink-muted sm:hidden">
          {t('price.total')}
          <br />
          <span className="text-lg font-extrabold text-brand-800" dir="ltr">
            {formatMoney(total.totalPence, total.currencySymbol)}
          </span>
        </p>
      ) : null}
      <button
        type={primary.form ? 'submit' : 'button'}
        form={primary.form}
        onClick={primary.onClick}
        disabled={primary.disabled}
        className={`${total ? '' : 'ms-auto'} inline-flex min-h-12 items-center justify-center gap-2 rounded bg-brand-700 px-6 text-base font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60 sm:ms-auto`}
      >
        {primary.label}
      </button>
    </div>
  );
}
