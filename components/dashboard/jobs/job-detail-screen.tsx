'use client';

import { useQuery } from '@tanstack/react-query';
import { Pencil, PenLine } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import Link from '@/components/ui/link';
import { useState } from 'react';
import { FilterTabs } from '@/components/dashboard/data-table/filter-tabs';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { useSession } from '@/components/dashboard/session-context';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { StatusLabel } from '@/components/ui/status-label';
import { jobQuery, jobSignaturesQuery, useUpdateJob, type Job } from '@/lib/jobs/hooks';
import { JOB_STAGE_TONES, serviceKey, timeRange } from '@/lib/jobs/display';
import { JOB_STAGE_KEYS, stageKey } from '@/lib/jobs/rules';
import { formatDate } from '@/lib/dashboard/labels';
import { isAdmin } from '@/lib/roles';
import { OnlineBadge } from '@/components/dashboard/bookings/online-badge';
import { JobCandidates } from './job-candidates';
import { JobChat } from '@/components/dashboard/chats/job-chat';
import { JobChecklist } from './job-checklist';
import { OnMyWayButton } from './on-my-way-button';
import { canSignOff, isSignedOff } from '@/lib/jobs/rules';
import { QueuedSignOffCard, useQueuedSignOff } from '@/components/dashboard/sign-offs/queued-sign-off';

// The signature pad and its form load only when someone starts signing.
const SignOffDialog = dynamic(() => import('@/components/dashboard/sign-offs/sign-off-dialog'), { ssr: false });
// An online booking's Confirm / Move / Decline panel loads only on the page of an online job.
const OnlineBookingPanel = dynamic(() => import('@/components/dashboard/bookings/online-booking-panel'), {
  ssr: false,
});
// After the visit: the rating (and the Client's form) load only for a signed-off job.
const JobRatingCard = dynamic(() => import('@/components/dashboard/ratings/job-rating-card'), { ssr: false });

/** /dashboard/job/{id}: the tabs Job Content (details, checklist, sign-off) and Candidates (admins), and the chat. */
export function JobDetailScreen({ id }: { id: string }) {
  const t = useTranslations('dashboardJobs');
  const query = useQuery(jobQuery(id));
  const { user: me } = useSession();
  const [tab, setTab] = useState('content');
  const admin = isAdmin(me.role);
  return (
    <QueryView query={query}>
      {(job) => {
        const content = (
          <div className="space-y-6">
            {admin && job.source === 'online' ? <OnlineBookingPanel job={job} /> : null}
            <JobContent job={job} />
            <JobChecklist job={job} />
            <SignOffs job={job} />
            <QueuedSignOffCard jobId={job.id} />
            {isSignedOff(job.stage) ? <JobRatingCard jobId={job.id} /> : null}
          </div>
        );
        return (
          <>
            <PageHeader
              title={job.title}
              description={
                job.source === 'online' ? <OnlineBadge source={job.source} status={job.bookingStatus} /> : undefined
              }
              crumbs={[{ label: t('titles.list'), href: '/dashboard/job/list' }, { label: job.title }]}
              actions={<DetailActions job={job} />}
            />
            <div className="grid gap-6 lg:grid-cols-[1fr_26rem]">
              {admin ? (
                <div className="min-w-0 space-y-4">
                  <FilterTabs
                    label={t('tabs.label')}
                    value={tab}
                    onChange={setTab}
                    tabs={[
                      { value: 'content', label: t('content') },
                      { value: 'candidates', label: t('tabs.candidates') },
                    ]}
                  />
                  <div role="tabpanel" aria-label={tab === 'content' ? t('content') : t('tabs.candidates')}>
                    {tab === 'content' ? content : <JobCandidates job={job} />}
                  </div>
                </div>
              ) : (
                content
              )}
              <JobChat jobId={job.id} />
            </div>
          </>
        );
      }}
    </QueryView>
  );
}

function DetailActions({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs');
  const { user: me } = useSession();
  const [signing, setSigning] = useState(false);
  // A signature already given on this phone (waiting for a signal) is not asked for twice.
  const signedHere = useQueuedSignOff(job.id);
  const canSign = canSignOff(job.stage, me.role) && !signedHere;
  return (
    <div className="flex flex-wrap items-start gap-2 max-sm:w-full">
      {isAdmin(me.role) ? (
        <Link href={`/dashboard/job/${job.id}/edit`} className={buttonClass('secondary')}>
          <Pencil aria-hidden className="size-4" />
          {t('edit')}
        </Link>
      ) : null}
      {me.role === 'Cleaner' && !isSignedOff(job.stage) && job.userClientId ? <OnMyWayButton jobId={job.id} /> : null}
      {canSign ? (
        <Button onClick={() => setSigning(true)}>
          <PenLine aria-hidden className="size-4" />
          {t('signOff.open')}
        </Button>
      ) : null}
      {signing ? <SignOffDialog job={job} onClose={() => setSigning(false)} /> : null}
    </div>
  );
}

function JobContent({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs');
  const locale = useLocale();
  const { user: me } = useSession();
  const when = job.scheduledDate
    ? `${formatDate(job.scheduledDate, locale)}${job.startTime ? `, ${timeRange(job.startTime, job.endTime)}` : ''}`
    : t('schedule.notScheduled');
  const rows: [string, React.ReactNode][] = [
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
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
        <div className="sm:col-span-2">
          <dt className="text-sm text-ink-subtle">{t('fields.description')}</dt>
          <dd className="whitespace-pre-wrap break-words" data-testid="job-description">
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

function SignOffs({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs.signOff');
  const locale = useLocale();
  const query = useQuery({ ...jobSignaturesQuery(job.id), enabled: isSignedOff(job.stage) });
  if (!isSignedOff(job.stage) || !query.data?.data.length) return null;
  return (
    <Card title={t('signedTitle')}>
      <ul className="space-y-4">
        {query.data.data.map((s) => (
          <li key={s.id} className="space-y-1">
            <p>
              <span className="font-semibold">{s.signerName}</span> ·{' '}
              <time dateTime={s.time}>{formatDate(s.time, locale, true)}</time>
            </p>
            {s.signatureImage.startsWith('data:image/') ? (
              // eslint-disable-next-line @next/next/no-img-element
              <img
                src={s.signatureImage}
                alt={t('signatureOf', { name: s.signerName })}
                className="h-24 rounded border border-line bg-white"
              />
            ) : null}
            {s.comment ? <p className="whitespace-pre-wrap text-ink-muted">{s.comment}</p> : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
