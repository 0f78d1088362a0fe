'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField, SelectField } from '@/components/ui/field';
import { RULE_FIELDS, type ServiceKey } from '@/lib/bookings/price-rules';
import { CARPET_UNITS, type RuleShape } from '@/lib/bookings/rules';
import { NumberField, type SettingsForm } from './booking-settings-form';

/** One service's price rule (its shape's fields), team size and whether it is offered online; a region named by the service. */
export function PriceRuleCard({
  form,
  index,
  service,
  shape,
  symbol,
}: {
  form: SettingsForm;
  index: number;
  service: ServiceKey;
  shape: RuleShape;
  symbol: string;
}) {
  const t = useTranslations('dashboardBooking.settings');
  const path = `rules.${index}`;
  const heading = `price-rule-${service}`;
  return (
    <section aria-labelledby={heading} className="min-w-0 space-y-4 rounded-card bg-surface p-5 shadow-card sm:p-6">
      <div>
        <h3 id={heading} className="text-lg font-bold">
          {t(`services.${service}`)}
        </h3>
        <p className="text-sm text-ink-subtle">{t(`shapes.${shape}`)}</p>
      </div>
      <CheckboxField label={t('fields.active')} {...form.register(`${path}.active`)} />
      <div className="grid gap-4 sm:grid-cols-2">
        {shape === 'carpet' ? (
          <SelectField
            label={t('fields.carpetUnit')}
            options={CARPET_UNITS.map((u) => ({ value: u, label: t(`carpetUnits.${u}`) }))}
            {...form.register(`${path}.rule.unit`)}
          />
        ) : null}
        {RULE_FIELDS[shape].map((field) => (
          <NumberField
            key={field}
            form={form}
            name={`${path}.rule.${field}`}
            label={t(`ruleFields.${field}`)}
            symbol={field.endsWith('Pence') ? symbol : undefined}
            step={field === 'minHours' ? 0.5 : 1}
          />
        ))}
        <NumberField form={form} name={`${path}.teamSize`} label={t('fields.teamSize')} />
      </div>
    </section>
  );
}
