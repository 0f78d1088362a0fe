'use client';

import { useTranslations } from 'next-intl';
import type { BookingExtras, BookingSize, CoveredArea, Frequency } from '@/lib/bookings/hooks';
import { ChoiceGroup } from './choice-group';
import { EXTRA_FIELDS, IRONING_MAX_HOURS, limitsFor, sizeKeysFor, type Draft } from './booking-state';
import { PriceSummary } from './price-summary';
import { Stepper } from './stepper';
import type { QuoteState } from './use-quote';

type Props = {
  draft: Draft;
  coverage: CoveredArea;
  price: QuoteState;
  /** The preselected service (?service=) that this company does not offer online, if any. */
  unavailable: string | null;
  fieldErrors: Record<string, string>;
  onService: (service: string) => void;
  onSize: (size: BookingSize) => void;
  onExtras: (extras: BookingExtras) => void;
  onFrequency: (frequency: Frequency) => void;
  onAskQuote: () => void;
};

/** Step 2: service, its size inputs (by the rule's shape), extras and frequency, with the server's price beside them. */
export function ServiceStep({
  draft,
  coverage,
  price,
  unavailable,
  fieldErrors,
  onService,
  onSize,
  onExtras,
  onFrequency,
  onAskQuote,
}: Props) {
  const t = useTranslations('booking');
  const names = useTranslations('serviceNames');
  const name = (key: string) => (names.has(key) ? names(key) : key);
  const offered = coverage.services.find((s) => s.key === draft.service);
  const sizeKeys = offered ? sizeKeysFor(offered.shape, offered.carpetUnit) : [];
  // Size and extras errors arrive as "size.bedrooms" / "extras.oven" from the server's schema.
  const err = (path: string) => fieldErrors[path] ?? price.error?.fieldErrors[path]?.[0];

  return (
    <div className="grid gap-6">
      {unavailable ? (
        <div role="status" className="rounded border border-accent-500/50 bg-surface-muted p-4 text-sm text-ink">
          <p>{t('service.notOffered', { company: coverage.company.name, service: name(unavailable) })}</p>
          <button
            type="button"
            onClick={onAskQuote}
            className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            {t('service.askQuote')}
          </button>
        </div>
      ) : null}
      <ChoiceGroup
        legend={t('service.legend')}
        name="service"
        value={draft.service}
        onChange={onService}
        options={coverage.services.map((s) => ({ value: s.key, label: name(s.key) }))}
        error={err('service')}
      />
      {offered ? (
        <fieldset>
          <legend className="text-base font-bold text-ink">{t('service.sizeLegend')}</legend>
          <div className="divide-y divide-ink/10">
            {sizeKeys.map((k) => {
              const limits = limitsFor(k, offered);
              const label = t(`size.${k}`);
              return (
                <Stepper
                  key={k}
                  label={label}
                  value={draft.size[k] ?? limits.start}
                  min={limits.min}
                  max={limits.max}
                  step={limits.step}
                  decreaseLabel={t('service.decrease', { label })}
                  increaseLabel={t('service.increase', { label })}
                  onChange={(v) => onSize({ ...draft.size, [k]: v })}
                  error={err(`size.${k}`)}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {offered && coverage.extras.length > 0 ? (
        <fieldset>
          <legend className="text-base font-bold text-ink">{t('service.extrasLegend')}</legend>
          <div className="divide-y divide-ink/10">
            {coverage.extras.map((x) => {
              const field = EXTRA_FIELDS[x.key];
              const label = t(`extras.${x.key}`);
              if (x.unit === 'item') {
                return (
                  <label
                    key={x.key}
                    className="flex min-h-12 cursor-pointer items-center justify-between gap-3 py-2 font-semibold text-ink"
                  >
                    {label}
                    <input
                      type="checkbox"
                      checked={(draft.extras[field] ?? 0) > 0}
                      onChange={(e) => onExtras({ ...draft.extras, [field]: e.target.checked ? 1 : 0 })}
                      className="size-6 accent-brand-700"
                    />
                  </label>
                );
              }
              return (
                <Stepper
                  key={x.key}
                  label={label}
                  value={draft.extras[field] ?? 0}
                  min={0}
                  max={IRONING_MAX_HOURS}
                  decreaseLabel={t('service.decrease', { label })}
                  increaseLabel={t('service.increase', { label })}
                  onChange={(v) => onExtras({ ...draft.extras, [field]: v })}
                  error={err(`extras.${field}`)}
                />
              );
            })}
          </div>
        </fieldset>
      ) : null}
      {offered ? (
        <ChoiceGroup
          legend={t('service.frequencyLegend')}
          name="frequency"
          value={draft.frequency}
          onChange={onFrequency}
          options={coverage.frequencies.map((f) => ({ value: f, label: t(`frequency.${f}`) }))}
          error={err('frequency')}
        />
      ) : null}
      {offered ? <PriceSummary state={price} vat={coverage.vat} /> : null}
    </div>
  );
}
