'use client';

import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, SelectField, TextareaField } from '@/components/ui/field';
import { jobsQuery } from '@/lib/jobs/hooks';
import { shiftQuery, useCreateShift, useUpdateShift, type Shift } from '@/lib/rota/hooks';
import { usersQuery } from '@/lib/users/hooks';
import { mondayOf } from '@/components/dashboard/timesheets/week';
import { ClashWarning } from './rota-clash-warning';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f-]{36}$/i;

/** Create or edit a shift: cleaner, day, start and end, site (or the job it is tied to) and notes. */
function RotaForm({ shift }: { shift?: Shift }) {
  const t = useTranslations('dashboardRota');
  const router = useRouter();
  const params = useSearchParams();
  const create = useCreateShift();
  const update = useUpdateShift();
  const cleaners = useQuery(
    usersQuery({ role: 'Cleaner', status: 'active', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }),
  );
  const jobs = useQuery(jobsQuery({ pageSize: 100, sortBy: 'title', sortOrder: 'asc' }));
  const presetCleaner = params.get('cleanerId');
  const presetDate = params.get('date');
  const form = useZodForm(() => import('@/lib/rota/schemas').then((m) => m.createRotaSchema), {
    cleanerId: shift?.cleanerId ?? (presetCleaner && UUID.test(presetCleaner) ? presetCleaner : ''),
    jobId: shift?.jobId ?? null,
    date: shift?.date ?? (presetDate && DATE.test(presetDate) ? presetDate : ''),
    startTime: shift?.startTime ?? '09:00',
    endTime: shift?.endTime ?? '13:00',
    site: shift?.site ?? '',
    notes: shift?.notes ?? '',
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const [cleanerId, date, startTime, endTime, jobId] = watch(['cleanerId', 'date', 'startTime', 'endTime', 'jobId']);
  const jobOptions = (jobs.data?.data ?? []).map((j) => ({ value: j.id, label: j.title }));
  if (shift?.jobId && !jobOptions.some((o) => o.value === shift.jobId))
    jobOptions.unshift({ value: shift.jobId, label: shift.jobTitle ?? shift.jobId });
  const options = (cleaners.data?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (shift && !options.some((o) => o.value === shift.cleanerId))
    options.unshift({ value: shift.cleanerId, label: shift.cleanerName ?? shift.cleanerId });

  const onSubmit = submitWith(
    form,
    async (values) => {
      const saved = shift ? await update.mutateAsync({ id: shift.id, ...values }) : await create.mutateAsync(values);
      router.push(`/dashboard/rota/list?week=${mondayOf(saved.date)}`);
    },
    { success: shift ? t('saved') : t('created') },
  );

  // The cleaner select mounts once its options exist: a select registered before its options keeps no value, so a
  // cleaner chosen from a planner cell (?cleanerId=) would be lost.
  if (cleaners.isPending || jobs.isPending)
    return (
      <div className="flex min-h-[30vh] items-center justify-center">
        <Spinner label={t('loading')} />
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-2xl">
      <Card className="space-y-5">
        <SelectField
          label={t('fields.cleaner')}
          required
          placeholder={t('chooseCleaner')}
          options={options}
          error={errors.cleanerId?.message}
          {...register('cleanerId')}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('fields.date')} type="date" required error={errors.date?.message} {...register('date')} />
          <Field
            label={t('fields.startTime')}
            type="time"
            required
            error={errors.startTime?.message}
            {...register('startTime')}
          />
          <Field
            label={t('fields.endTime')}
            type="time"
            required
            error={errors.endTime?.message}
            {...register('endTime')}
          />
        </div>
        <ClashWarning
          cleanerId={cleanerId ?? ''}
          date={date ?? ''}
          startTime={startTime ?? ''}
          endTime={endTime ?? ''}
          excludeId={shift?.id}
        />
        <SelectField
          label={t('fields.job')}
          placeholder={t('noJob')}
          options={jobOptions}
          hint={t('jobHint')}
          error={errors.jobId?.message}
          {...register('jobId', { setValueAs: (v: string | null) => v || null })}
        />
        <Field
          label={t('fields.site')}
          required={!jobId}
          error={errors.site?.message}
          {...register('site', { setValueAs: (v: string) => v || null })}
        />
        <TextareaField
          label={t('fields.notes')}
          rows={3}
          error={errors.notes?.message}
          {...register('notes', { setValueAs: (v: string) => v || null })}
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => router.back()}>
            {t('cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? <Spinner /> : null}
            {shift ? t('save') : t('create')}
          </Button>
        </div>
      </Card>
    </form>
  );
}

/** /dashboard/rota/new and /dashboard/rota/{id}/edit. */
export function RotaEditScreen({ id }: { id?: string }) {
  const t = useTranslations('dashboardRota');
  const query = useQuery({ ...shiftQuery(id ?? ''), enabled: Boolean(id) });
  const crumbs = [{ label: t('title'), href: '/dashboard/rota/list' }];
  if (!id) {
    return (
      <>
        <PageHeader title={t('newShift')} crumbs={[...crumbs, { label: t('newShift') }]} />
        <RotaForm />
      </>
    );
  }
  return (
    <QueryView query={query}>
      {(shift) => (
        <>
          <PageHeader title={t('editTitle')} crumbs={[...crumbs, { label: t('editTitle') }]} />
          <RotaForm key={shift.id} shift={shift} />
        </>
      )}
    </QueryView>
  );
}
