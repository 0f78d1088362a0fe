'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { PageHeader } from '@/components/dashboard/page-header';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, SelectField, TextareaField } from '@/components/ui/field';
import { jobsQuery } from '@/lib/jobs/hooks';
import { weekShiftsQuery } from '@/lib/rota/hooks';
import { useCreateTimeEntry } from '@/lib/timesheets/hooks';
import { userQuery, usersQuery } from '@/lib/users/hooks';
import { mondayOf } from './week';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f-]{36}$/i;
const orNull = (v: string | null) => v || null;

/**
 * /dashboard/timesheet/new: the office adds a missing time entry for a cleaner (day, in and out on the London clock,
 * optionally the job or shift, and why); it is marked as entered by the office. `?userId=&date=` preset the form.
 */
export function TimeEntryScreen() {
  const t = useTranslations('dashboardTimesheet');
  const router = useRouter();
  const params = useSearchParams();
  const create = useCreateTimeEntry();
  const cleaners = useQuery(usersQuery({ role: 'Cleaner', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }));
  const jobs = useQuery(jobsQuery({ pageSize: 100, sortBy: 'title', sortOrder: 'asc' }));
  const presetUser = params.get('userId');
  const presetDate = params.get('date');
  // A preset cleaner beyond the first hundred is fetched on its own, so the select can hold it.
  const preset = useQuery({ ...userQuery(presetUser ?? ''), enabled: Boolean(presetUser && UUID.test(presetUser)) });
  const form = useZodForm(() => import('@/lib/timesheets/schemas').then((m) => m.createTimeEntrySchema), {
    userId: presetUser && UUID.test(presetUser) ? presetUser : '',
    date: presetDate && DATE.test(presetDate) ? presetDate : '',
    clockIn: '',
    clockOut: '',
    jobId: null,
    shiftId: null,
    reason: '',
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const [userId, date] = watch(['userId', 'date']);
  const shifts = useQuery({
    ...weekShiftsQuery(date ?? '', date ?? ''),
    enabled: Boolean(userId && date && DATE.test(date)),
  });
  const shiftOptions = (shifts.data?.data ?? [])
    .filter((s) => s.cleanerId === userId)
    .map((s) => ({ value: s.id, label: `${s.startTime}–${s.endTime} ${s.jobTitle ?? s.site ?? ''}`.trim() }));

  const onSubmit = submitWith(
    form,
    async (values) => {
      await create.mutateAsync(values);
      router.push(`/dashboard/timesheet/${values.userId}_${mondayOf(values.date)}/edit`);
    },
    { success: t('entryAdded') },
  );

  const crumbs = [{ label: t('title'), href: '/dashboard/timesheet' }, { label: t('newEntry') }];
  // The cleaner select mounts once its options exist, so a preset ?userId= is kept.
  const cleanerOptions = (cleaners.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (preset.data && !cleanerOptions.some((o) => o.value === preset.data.id))
    cleanerOptions.unshift({ value: preset.data.id, label: preset.data.name });
  if (cleaners.isPending || jobs.isPending || (preset.isPending && preset.fetchStatus !== 'idle'))
    return (
      <div className="flex min-h-[30vh] items-center justify-center">
        <Spinner label={t('loading')} />
      </div>
    );
  return (
    <>
      <PageHeader title={t('newEntry')} crumbs={crumbs} description={t('newEntryIntro')} />
      <form onSubmit={onSubmit} noValidate className="mx-auto max-w-2xl">
        <Card className="space-y-5">
          <SelectField
            label={t('fields.cleaner')}
            required
            placeholder={t('chooseCleaner')}
            error={errors.userId?.message}
            options={cleanerOptions}
            {...register('userId')}
          />
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t('fields.date')} type="date" required error={errors.date?.message} {...register('date')} />
            <Field
              label={t('fields.clockIn')}
              type="time"
              required
              error={errors.clockIn?.message}
              {...register('clockIn')}
            />
            <Field
              label={t('fields.clockOut')}
              type="time"
              required
              error={errors.clockOut?.message}
              {...register('clockOut')}
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label={t('fields.job')}
              placeholder={t('noJob')}
              error={errors.jobId?.message}
              options={(jobs.data?.data ?? []).map((j) => ({ value: j.id, label: j.title }))}
              {...register('jobId', { setValueAs: orNull })}
            />
            <SelectField
              label={t('fields.shift')}
              placeholder={shiftOptions.length ? t('noShift') : t('noShiftThatDay')}
              error={errors.shiftId?.message}
              options={shiftOptions}
              {...register('shiftId', { setValueAs: orNull })}
            />
          </div>
          <TextareaField
            label={t('fields.entryReason')}
            required
            rows={3}
            hint={t('entryReasonHint')}
            error={errors.reason?.message}
            {...register('reason')}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="secondary" onClick={() => router.back()}>
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? <Spinner /> : null}
              {t('addEntry')}
            </Button>
          </div>
        </Card>
      </form>
    </>
  );
}
