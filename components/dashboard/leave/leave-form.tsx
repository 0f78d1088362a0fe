'use client';

import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { PageHeader } from '@/components/dashboard/page-header';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, SelectField, TextareaField } from '@/components/ui/field';
import { leaveClashQuery, useCreateLeave } from '@/lib/leave/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { shiftDuringLeave, type HalfDay } from '@/lib/rota/clashes';
import { LEAVE_TYPE_KEYS } from '@/lib/schemas/list-fields';
import { leaveDays } from './leave-parts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The shifts the requested days would clash with: a warning, not a block (the office decides). */
function ClashWarning({
  startDate,
  endDate,
  startHalf,
  endHalf,
}: {
  startDate: string;
  endDate: string;
  startHalf?: HalfDay | null;
  endHalf?: HalfDay | null;
}) {
  const t = useTranslations('dashboardLeave');
  const locale = useLocale();
  const valid = DATE.test(startDate) && DATE.test(endDate) && endDate >= startDate;
  const shifts = useQuery({ ...leaveClashQuery(startDate, endDate), enabled: valid });
  // A half day off clashes only with the shifts in that half.
  const rows = (shifts.data?.data ?? []).filter((s) =>
    shiftDuringLeave(s, { userId: s.cleanerId, startDate, endDate, startHalf, endHalf }),
  );
  if (!valid || !rows.length) return null;
  return (
    <div role="status" className="rounded-card border border-warning/40 bg-warning-soft p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold text-warning">
        <TriangleAlert aria-hidden className="size-4" />
        {t('clashTitle', { count: rows.length })}
      </p>
      <ul className="mt-2 list-disc space-y-1 ps-6 text-ink">
        {rows.slice(0, 10).map((s) => (
          <li key={s.id}>
            {t('clashShift', {
              date: formatDate(s.date, locale),
              time: `${s.startTime}–${s.endTime}`,
              label: s.jobTitle ?? s.site ?? '',
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** /dashboard/leave/new: a Cleaner asks for time off (type, first and last day, reason). */
export function LeaveForm() {
  const t = useTranslations('dashboardLeave');
  const router = useRouter();
  const create = useCreateLeave();
  const form = useZodForm(() => import('@/lib/leave/schemas').then((m) => m.createLeaveSchema), {
    type: 'annual',
    startDate: '',
    endDate: '',
    startHalf: null,
    endHalf: null,
    reason: '',
  });
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = form;
  const [startDate, endDate, startHalf, endHalf] = watch(['startDate', 'endDate', 'startHalf', 'endHalf']);
  const datesValid = DATE.test(startDate ?? '') && DATE.test(endDate ?? '') && endDate! >= startDate!;
  const oneDay = datesValid && startDate === endDate;
  const days = datesValid ? leaveDays({ startDate: startDate!, endDate: endDate!, startHalf, endHalf }) : null;
  // A half that does not fit the new dates (a morning start on longer leave, a last half on one day) is cleared.
  useEffect(() => {
    if (oneDay && endHalf) setValue('endHalf', null);
    if (datesValid && !oneDay && startHalf === 'am') setValue('startHalf', null);
  }, [oneDay, datesValid, startHalf, endHalf, setValue]);
  const half = { setValueAs: (v: string) => (v === 'am' || v === 'pm' ? v : null) };

  const onSubmit = submitWith(
    form,
    async (values) => {
      await create.mutateAsync(values);
      router.push('/dashboard/leave');
    },
    { success: t('requested') },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-2xl">
      <Card className="space-y-5">
        <SelectField
          label={t('fields.type')}
          required
          options={LEAVE_TYPE_KEYS.map((k) => ({ value: k, label: t(`types.${k}`) }))}
          error={errors.type?.message}
          {...register('type')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('fields.startDate')}
            type="date"
            required
            error={errors.startDate?.message}
            {...register('startDate')}
          />
          <Field
            label={t('fields.endDate')}
            type="date"
            required
            error={errors.endDate?.message}
            {...register('endDate')}
          />
        </div>
        {oneDay ? (
          <SelectField
            label={t('fields.halfDay')}
            options={[
              { value: '', label: t('halves.full') },
              { value: 'am', label: t('halves.am') },
              { value: 'pm', label: t('halves.pm') },
            ]}
            error={errors.startHalf?.message}
            {...register('startHalf', half)}
          />
        ) : datesValid ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('fields.startHalf')}
              options={[
                { value: '', label: t('halves.full') },
                { value: 'pm', label: t('halves.pm') },
              ]}
              error={errors.startHalf?.message}
              {...register('startHalf', half)}
            />
            <SelectField
              label={t('fields.endHalf')}
              options={[
                { value: '', label: t('halves.full') },
                { value: 'am', label: t('halves.am') },
              ]}
              error={errors.endHalf?.message}
              {...register('endHalf', half)}
            />
          </div>
        ) : null}
        {days !== null ? (
          <p className="text-sm text-ink-muted" aria-live="polite">
            {t('daysRequested', { count: days })}
          </p>
        ) : null}
        <ClashWarning startDate={startDate ?? ''} endDate={endDate ?? ''} startHalf={startHalf} endHalf={endHalf} />
        <TextareaField label={t('fields.reason')} rows={3} error={errors.reason?.message} {...register('reason')} />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => router.back()}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? <Spinner /> : null}
            {t('submit')}
          </Button>
        </div>
      </Card>
    </form>
  );
}

/** /dashboard/leave/new: the heading and the form. */
export function LeaveNewScreen() {
  const t = useTranslations('dashboardLeave');
  return (
    <>
      <PageHeader
        title={t('titles.new')}
        crumbs={[{ label: t('titles.list'), href: '/dashboard/leave' }, { label: t('titles.new') }]}
      />
      <LeaveForm />
    </>
  );
}
