'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { CoveredArea } from '@/lib/bookings/hooks';
import { fullAddress, type Draft, type Step } from './booking-state';
import { longDay } from './dates';
import { QuoteLines } from './price-summary';
import type { QuoteState } from './use-quote';

type Props = { draft: Draft; coverage: CoveredArea; price: QuoteState; onEdit: (step: Step) => void };

/** Step 5: everything chosen, in one place, each part with a way back to change it; the price as the server gives it. */
export function ConfirmStep({ draft, coverage, price, onEdit }: Props) {
  const t = useTranslations('booking');
  const names = useTranslations('serviceNames');
  const locale = useLocale();
  const sizes = Object.entries(draft.size).map(([k, v]) => `${t(`size.${k}`)}: ${v}`);
  const extras = Object.entries(draft.extras)
    .filter(([, v]) => (v ?? 0) > 0)
    .map(([k, v]) => `${t(`extras.${k === 'ironingHours' ? 'ironing' : k}`)}: ${v}`);
  const { contact } = draft;
  return (
    <div className="grid gap-4">
      <dl className="divide-y divide-ink/10 rounded-card border border-ink/10 bg-white px-4 shadow-card">
        <Row
          label={t('confirm.where')}
          onEdit={() => onEdit('postcode')}
          editLabel={`${t('change')}: ${t('confirm.where')}`}
        >
          <span dir="ltr">{coverage.postcode}</span> · {coverage.company.name}
        </Row>
        <Row
          label={t('confirm.what')}
          onEdit={() => onEdit('service')}
          editLabel={`${t('change')}: ${t('confirm.what')}`}
        >
          <span className="block font-semibold">{names.has(draft.service) ? names(draft.service) : draft.service}</span>
          <span className="block text-ink-muted">
            {[...sizes, ...extras, t(`frequency.${draft.frequency}`)].join(' · ')}
          </span>
        </Row>
        <Row label={t('confirm.when')} onEdit={() => onEdit('time')} editLabel={`${t('change')}: ${t('confirm.when')}`}>
          {longDay(draft.date, locale)}, <span dir="ltr">{draft.startTime}</span>
        </Row>
        <Row
          label={t('confirm.who')}
          onEdit={() => onEdit('contact')}
          editLabel={`${t('change')}: ${t('confirm.who')}`}
        >
          <span className="block">{contact.name}</span>
          <span className="block break-all" dir="ltr">
            {contact.email}
          </span>
          <span className="block" dir="ltr">
            {contact.phone}
          </span>
          <span className="block">{fullAddress(contact.addressLine, coverage.postcode)}</span>
        </Row>
      </dl>
      {price.quote ? (
        <section aria-label={t('price.heading')} className="rounded-card bg-surface-muted p-4">
          <QuoteLines quote={price.quote} vat={coverage.vat} stale={price.loading} />
        </section>
      ) : null}
      <p className="text-sm text-ink-muted">
        {coverage.mode === 'instant'
          ? t('confirm.instantNote')
          : t('confirm.confirmNote', { company: coverage.company.name })}{' '}
        {t('confirm.terms')}
      </p>
    </div>
  );
}

function Row({
  label,
  children,
  onEdit,
  editLabel,
}: {
  label: string;
  children: ReactNode;
  onEdit: () => void;
  editLabel: string;
}) {
  const t = useTranslations('booking');
  return (
    <div className="grid grid-cols-[1fr_auto] gap-x-3 py-3">
      <dt className="text-xs font-bold uppercase tracking-wide text-ink-subtle">{label}</dt>
      <dd className="col-start-1 mt-0.5 min-w-0 text-sm text-ink">{children}</dd>
      <dd className="col-start-2 row-span-2 row-start-1 self-center">
        <button
          type="button"
          onClick={onEdit}
          aria-label={editLabel}
          className="inline-flex min-h-11 shrink-0 items-center rounded px-2 text-sm font-semibold text-brand-800 underline hover:bg-surface-muted"
        >
          {t('change')}
        </button>
      </dd>
    </div>
  );
}
