'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useSession } from '@/components/dashboard/session-context';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import { formatDate } from '@/lib/dashboard/labels';
import { useUpdateJob, type Job } from '@/lib/jobs/hooks';
import { JOB_STAGE_TONES, serviceKey, timeRange } from '@/lib/jobs/display';
import { isSignedOff, JOB_STAGE_KEYS, stageKey } from '@/lib/jobs/rules';

/** A job's details on its page, and the assigned Cleaner's stage control. */
export function JobContent({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs');
  const locale = useLocale();
  const { user: me } = useSession();
  const when = job.scheduledDate
    ? `${formatDate(job.scheduledDate, locale)}${job.startTime ? `, ${timeRange(job.startTime, job.endTime)}` : ''}`
    : t('schedule.notScheduled');
  const rows: [string, ReactNode][] = [
    [t('fields.client'), job.userClientName ?? '—'],
    [
      t('fields.when'),
      <span key="when" data-testid="job-when">
        {when}
        {job.durationMinutes ? (
          <span className="text-ink-subtle"> · {t('schedule.minutes', { count: job.durationMinutes })}</span>
        ) : null}
      </span>,
    ],
    [
      t('fields.team'),
      job.team.length ? (
        <ul key="team" data-testid="job-team">
          {job.team.map((m, i) => (
            <li key={m.id}>
              {m.name}
              {i === 0 ? <span className="text-sm font-normal text-ink-subtle"> ({t('schedule.lead')})</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        t('schedule.noTeam')
      ),
    ],
    [t('fields.service'), serviceKey(job.service) ? t(`services.${serviceKey(job.service)}`) : job.service || '—'],
    [t('fields.location'), job.location || '—'],
    [
      t('fields.stage'),
      <StatusLabel key="stage" tone={JOB_STAGE_TONES[job.stage]}>
        {t(`stages.${stageKey(job.stage)}`)}
      </StatusLabel>,
    ],
    [t('columns.createdAt'), formatDate(job.createdAt, locale, true)],
  ];
  return (
    <Card title={t('content')}>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink-subtle">{label}</dt>
            <dd dir="auto" className="font-medium">
              {value}
            </dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-sm text-ink-subtle">{t('fields.description')}</dt>
          <dd dir="auto" className="whitespace-pre-wrap break-words" data-testid="job-description">
            {job.description || '—'}
          </dd>
        </div>
      </dl>
      {me.role === 'Cleaner' && !isSignedOff(job.stage) ? <StageChanger job={job} /> : null}
    </Card>
  );
}

/** The assigned Cleaner moves the job between New, Pending and Incomplete; completion comes from the sign-off. */
function StageChanger({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs');
  const update = useUpdateJob();
  const [stage, setStage] = useState(job.stage);
  return (
    <form
      className="mt-6 flex flex-wrap items-end gap-2 border-t border-line pt-4"
      onSubmit={async (e) => {
        e.preventDefault();
        try {
          await update.mutateAsync({ id: job.id, stage });
          snackbar.success(t('saved'));
        } catch (error) {
          snackbar.error(error instanceof Error ? error.message : t('saveFailed'));
        }
      }}
    >
      <div>
        <label htmlFor="job-stage" className="mb-1 block text-sm font-semibold">
          {t('fields.stage')}
        </label>
        <select
          id="job-stage"
          value={stage}
          onChange={(e) => setStage(Number(e.target.value))}
          className="min-h-11 rounded border border-ink/25 bg-surface px-3 text-sm"
        >
          {JOB_STAGE_KEYS.slice(0, 3).map((k, i) => (
            <option key={k} value={i}>
              {t(`stages.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={update.isPending || stage === job.stage}>
        {t('updateStage')}
      </Button>
    </form>
  );
}
