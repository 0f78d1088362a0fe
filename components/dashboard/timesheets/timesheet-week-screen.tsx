'use client';

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { submitWith, useZodForm } from '@/components/dashboard/form/use-zod-form';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { Button, buttonClass, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field, TextareaField } from '@/components/ui/field';
import { StatusLabel } from '@/components/ui/status-label';
import { timesheetWeekQuery, useApproveTimesheet, type TimesheetWeek } from '@/lib/timesheets/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { TimesheetWeekDays } from './timesheet-week-days';

const hoursText = (h: number | null) => (h === null ? '—' : h.toFixed(2));

/** Approve the week (or correct an approved one): the hours default to those worked; a correction needs the reason. */
function ApproveForm({ week }: { week: TimesheetWeek }) {
  const t = useTranslations('dashboardTimesheet');
  const approve = useApproveTimesheet();
  const form = useZodForm(() => import('@/lib/timesheets/schemas').then((m) => m.approveTimesheetSchema), {
    userId: week.userId,
    startDate: week.startDate,
    endDate: week.endDate,
    approvedHours: week.approvedHours ?? week.workedHours,
    notes: week.notes ?? '',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const onSubmit = submitWith(form, (values) => approve.mutateAsync({ ...values, notes: values.notes || null }), {
    success: t('approvedFor', { name: week.userName ?? '' }),
    fields: ['approvedHours', 'notes'],
  });
  return (
    <Card title={week.status === 'approved' ? t('correct') : t('approve')}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field
          label={t('fields.hours')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.25}
          required
          error={errors.approvedHours?.message}
          {...register('approvedHours')}
        />
        <TextareaField
          label={t('fields.reason')}
          rows={3}
          hint={t('reasonHint')}
          error={errors.notes?.message}
          {...register('notes')}
        />
        <div className="flex justify-end">
          <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? <Spinner /> : null}
            {week.status === 'approved' ? t('correct') : t('approve')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function Summary({ week }: { week: TimesheetWeek }) {
  const t = useTranslations('dashboardTimesheet');
  const locale = useLocale();
  const diff = Math.round((week.workedHours - week.scheduledHours) * 100) / 100;
  const item = (label: string, value: React.ReactNode) => (
    <div>
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd className="text-lg font-bold tabular-nums">{value}</dd>
    </div>
  );
  return (
    <Card>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {item(t('columns.planned'), hoursText(week.scheduledHours))}
        {item(t('columns.worked'), hoursText(week.workedHours))}
        {item(
          t('columns.difference'),
          <span className={clsx(diff < 0 ? 'text-danger' : diff > 0 && 'text-success-strong')}>
            {diff > 0 ? `+${diff.toFixed(2)}` : diff.toFixed(2)}
          </span>,
        )}
        {item(t('columns.approved'), hoursText(week.approvedHours))}
        {item(t('columns.lateStarts'), week.lateStarts)}
        {item(t('columns.earlyFinishes'), week.earlyFinishes)}
        {item(
          t('columns.status'),
          <StatusLabel tone={week.status === 'approved' ? 'success' : 'warning'}>
            {t(`statuses.${week.status}`)}
          </StatusLabel>,
        )}
      </dl>
      {week.approvedAt ? (
        <p className="mt-4 text-sm text-ink-muted">
          {t('approvedBy', { name: week.approvedByName ?? '—', date: formatDate(week.approvedAt, locale, true) })}
        </p>
      ) : null}
      {week.notes ? <p className="mt-1 text-sm">{t('notesShown', { notes: week.notes })}</p> : null}
    </Card>
  );
}

/** /dashboard/timesheet/{id}/edit: one cleaner's week (a timesheet id, or `{userId}_{Monday}` before one is saved). */
export function TimesheetWeekScreen({ id }: { id: string }) {
  const t = useTranslations('dashboardTimesheet');
  const locale = useLocale();
  const query = useQuery(timesheetWeekQuery(id));
  return (
    <QueryView query={query}>
      {(week) => (
        <>
          <PageHeader
            title={t('weekTitle', { name: week.userName ?? '' })}
            crumbs={[
              { label: t('title'), href: `/dashboard/timesheet?week=${week.startDate}` },
              { label: week.userName ?? '' },
            ]}
            description={t('weekOf', {
              from: formatDate(week.startDate, locale),
              to: formatDate(week.endDate, locale),
            })}
            actions={
              <Link
                href={`/dashboard/timesheet/new?userId=${week.userId}&date=${week.startDate}`}
                className={buttonClass('primary')}
              >
                <Plus aria-hidden className="size-4" />
                {t('newEntry')}
              </Link>
            }
          />
          <div className="space-y-6">
            <Summary week={week} />
            <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
              <TimesheetWeekDays days={week.days} />
              <div>
                <ApproveForm key={`${week.status}-${week.approvedHours}-${week.workedHours}`} week={week} />
              </div>
            </div>
          </div>
        </>
      )}
    </QueryView>
  );
}
