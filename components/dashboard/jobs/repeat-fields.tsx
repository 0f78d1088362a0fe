'use client';

import { useTranslations } from 'next-intl';
import type { UseFormRegister } from 'react-hook-form';
import { Field, SelectField } from '@/components/ui/field';
import { REPEAT_OPTIONS } from '@/lib/jobs/display';
import type { JobFormInput } from '@/lib/jobs/schemas';

/** New jobs only: repeat every one, two or four weeks, until a date or for a number of visits. */
export function RepeatFields({
  register,
  frequency,
}: {
  register: UseFormRegister<JobFormInput>;
  frequency: string | undefined;
}) {
  const t = useTranslations('dashboardJobs.repeat');
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="sr-only">{t('label')}</legend>
      <SelectField
        label={t('label')}
        options={[{ value: '', label: t('none') }, ...REPEAT_OPTIONS.map((o) => ({ value: o, label: t(o) }))]}
        {...register('repeatFrequency')}
      />
      {frequency ? (
        <>
          <Field label={t('until')} type="date" {...register('repeatUntil')} />
          <Field label={t('count')} type="number" inputMode="numeric" min={2} max={52} {...register('repeatCount')} />
          <p className="text-sm text-ink-subtle sm:col-span-3">{t('hint')}</p>
        </>
      ) : null}
    </fieldset>
  );
}

/** The form's repeat fields as the API's `repeat` (null when the job happens once). */
export function repeatFromForm(values: { repeatFrequency?: string; repeatUntil?: string; repeatCount?: string }) {
  const frequency = REPEAT_OPTIONS.find((o) => o === values.repeatFrequency);
  if (!frequency) return null;
  return {
    frequency,
    until: values.repeatUntil || null,
    count: values.repeatCount ? Number(values.repeatCount) : null,
  };
}
