'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Field, SelectField } from '@/components/ui/field';
import { PERIODS, tooLong, type PeriodKind } from '@/lib/network/rules';
import type { PeriodInput } from '@/lib/network/hooks';

/**
 * The period of the overview. A named period applies at once; a custom one when its dates are checked here by the
 * server's own rule (end on or after start, at most three years), with the error under the date.
 */
export function PeriodPicker({ value, onChange }: { value: PeriodInput; onChange: (v: PeriodInput) => void }) {
  const t = useTranslations('dashboardNetwork');
  const [kind, setKind] = useState<PeriodKind>(value.period);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});

  const choose = (next: PeriodKind) => {
    setKind(next);
    setErrors({});
    if (next !== 'custom') onChange({ period: next });
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!from) found.from = t('errors.required');
    if (!to) found.to = t('errors.required');
    else if (from && to < from) found.to = t('errors.endBeforeStart');
    else if (from && tooLong(from, to)) found.to = t('errors.tooLong');
    setErrors(found);
    if (!found.from && !found.to) onChange({ period: 'custom', from, to });
  };

  return (
    <form onSubmit={apply} noValidate className="flex flex-wrap items-start gap-3">
      <SelectField
        label={t('period')}
        value={kind}
        onChange={(e) => choose(e.target.value as PeriodKind)}
        className="w-full sm:w-48"
        options={PERIODS.map((p) => ({ value: p, label: t(`periods.${p}`) }))}
      />
      {kind === 'custom' ? (
        <>
          <Field
            label={t('from')}
            type="date"
            value={from}
            onChange={(e) => setFrom(e.target.value)}
            error={errors.from}
            required
            className="w-full sm:w-44"
          />
          <Field
            label={t('to')}
            type="date"
            value={to}
            onChange={(e) => setTo(e.target.value)}
            error={errors.to}
            required
            className="w-full sm:w-44"
          />
          <Button type="submit" className="sm:mt-7">
            {t('apply')}
          </Button>
        </>
      ) : null}
    </form>
  );
}
