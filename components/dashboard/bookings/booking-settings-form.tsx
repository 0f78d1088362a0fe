'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CheckboxField, Field } from '@/components/ui/field';
import { useUpdateBookingSettings, type BookingSettings } from '@/lib/bookings/office-hooks';
import { toPence, toPounds } from '@/lib/bookings/money';
import { STARTING_RULE } from '@/lib/bookings/price-rules';
import { BOOKING_MODES, EXTRAS, FREQUENCIES } from '@/lib/bookings/rules';
import type { UpdateBookingSettingsInput } from '@/lib/bookings/settings-schemas';
import { PriceRuleCard } from './price-rule-card';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- nested paths like `rules.3.rule.basePence` are built at run time
export type SettingsForm = UseFormReturn<any, unknown, FieldValues>;

/** A number input bound to a (nested) form path, with its error; `money` shows the currency symbol and takes pence. */
export function NumberField({
  form,
  name,
  label,
  symbol,
  step = 1,
  className,
}: {
  form: SettingsForm;
  name: string;
  label: string;
  symbol?: string;
  step?: number;
  className?: string;
}) {
  const error = form.getFieldState(name, form.formState).error?.message;
  return (
    <Field
      label={symbol ? `${label} (${symbol})` : label}
      type="number"
      inputMode="decimal"
      step={symbol ? 0.01 : step}
      min={0}
      error={error}
      className={className}
      {...form.register(name)}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card title={title}>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">{children}</div>
    </Card>
  );
}

/** The booking settings and price rules of one company; amounts in pounds here, sent in pence. */
export function BookingSettingsForm({ settings }: { settings: BookingSettings }) {
  const t = useTranslations('dashboardBooking.settings');
  const update = useUpdateBookingSettings();
  const { companyName, currencySymbol: symbol, rules, ...rest } = settings;
  const defaults = toPounds({
    ...rest,
    rules: rules.map((r) => ({
      service: r.service,
      rule: r.rule ?? STARTING_RULE[r.shape],
      teamSize: r.teamSize,
      active: r.active,
    })),
  });
  const form = useZodForm(
    () => import('@/lib/bookings/settings-schemas').then((m) => m.bookingSettingsFormSchema),
    defaults,
  ) as unknown as SettingsForm;
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submitWith(form, (values) => update.mutateAsync(toPence(values as UpdateBookingSettingsInput)), {
    success: t('saved', { company: companyName }),
  });
  const frequencyError = errors.frequencies?.message as string | undefined;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-label={t('formLabel', { company: companyName })}>
      <Card title={t('sections.booking')}>
        <fieldset className="mb-4">
          <legend className="mb-2 text-sm font-semibold">{t('fields.onlineBooking')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {BOOKING_MODES.map((mode) => (
              <label key={mode} className="flex min-h-11 items-center gap-2">
                <input type="radio" value={mode} className="size-5 accent-brand-700" {...register('onlineBooking')} />
                <span>
                  <span className="font-semibold">{t(`modes.${mode}`)}</span>
                  <span className="block text-sm text-ink-subtle">{t(`modeHints.${mode}`)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
          <Field
            label={t('fields.bookingOpens')}
            type="time"
            error={errors.bookingOpens?.message as string | undefined}
            {...register('bookingOpens')}
          />
          <Field
            label={t('fields.bookingCloses')}
            type="time"
            error={errors.bookingCloses?.message as string | undefined}
            {...register('bookingCloses')}
          />
          <NumberField form={form} name="bookingHorizonDays" label={t('fields.bookingHorizonDays')} />
          <NumberField form={form} name="travelBufferMinutes" label={t('fields.travelBufferMinutes')} />
          <NumberField form={form} name="calendarRefreshMinutes" label={t('fields.calendarRefreshMinutes')} />
        </div>
      </Card>

      <Section title={t('sections.prices')}>
        <NumberField form={form} name="vatRatePercent" label={t('fields.vatRatePercent')} />
        <CheckboxField
          label={t('fields.pricesIncludeVat')}
          hint={t('vatHint')}
          className="sm:mt-7"
          {...register('pricesIncludeVat')}
        />
        <NumberField form={form} name="prices.minimumChargePence" label={t('fields.minimumCharge')} symbol={symbol} />
        <fieldset className="sm:col-span-2 xl:col-span-3">
          <legend className="mb-2 text-sm font-semibold">{t('fields.frequencies')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {FREQUENCIES.map((f) => (
              <label key={f} className="flex min-h-11 items-center gap-2">
                <input type="checkbox" value={f} className="size-5 accent-brand-700" {...register('frequencies')} />
                {t(`frequencies.${f}`)}
              </label>
            ))}
          </div>
          {frequencyError ? <p className="mt-1 text-sm font-medium text-danger">{frequencyError}</p> : null}
        </fieldset>
        {(['weekly', 'fortnightly', 'monthly'] as const).map((f) => (
          <NumberField
            key={f}
            form={form}
            name={`prices.discountPercent.${f}`}
            label={t('fields.discount', { frequency: t(`frequencies.${f}`) })}
          />
        ))}
      </Section>

      <Section title={t('sections.extras')}>
        {EXTRAS.map((e) => (
          <div key={e.key} className="grid grid-cols-2 gap-3">
            <NumberField
              form={form}
              name={`prices.extras.${e.key}.pence`}
              label={t(`extras.${e.key}`)}
              symbol={symbol}
            />
            <NumberField form={form} name={`prices.extras.${e.key}.minutes`} label={t('fields.extraMinutes')} />
          </div>
        ))}
      </Section>

      <section aria-labelledby="booking-services" className="space-y-4">
        <h2 id="booking-services" className="text-lg font-bold">
          {t('sections.services')}
        </h2>
        <div className="grid gap-4 xl:grid-cols-2">
          {rules.map((r, i) => (
            <PriceRuleCard key={r.service} form={form} index={i} service={r.service} shape={r.shape} symbol={symbol} />
          ))}
        </div>
      </section>

      <Section title={t('sections.cancellation')}>
        <NumberField form={form} name="cancellationNoticeHours" label={t('fields.cancellationNoticeHours')} />
        <NumberField form={form} name="cancellationFeePence" label={t('fields.cancellationFee')} symbol={symbol} />
      </Section>

      <div className="sticky bottom-0 flex justify-end border-t border-line bg-surface-muted/90 py-3 backdrop-blur">
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? <Spinner /> : null}
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
