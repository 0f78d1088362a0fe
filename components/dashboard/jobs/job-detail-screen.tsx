'use client';

import { useQuery } from '@tanstack/react-query';
import { Pencil, PenLine } from 'lucide-react';
import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import Link from '@/components/ui/link';
import { useState } from 'react';
import { FilterTabs } from '@/components/dashboard/data-table/filter-tabs';
import { PageHeader } from '@/components/dashboard/page-header';
import { QueryView } from '@/components/dashboard/query-view';
import { useSession } from '@/components/dashboard/session-context';
import { Button, buttonClass } from '@/components/ui/button';
import { jobQuery, type Job } from '@/lib/jobs/hooks';
import { isAdmin } from '@/lib/roles';
import { OnlineBadge } from '@/components/dashboard/bookings/online-badge';
import { JobCandidates } from './job-candidates';
import { JobChat } from '@/components/dashboard/chats/job-chat';
import { JobChecklist } from './job-checklist';
import { JobContent } from './job-content';
import { JobSignOffs } from '@/components/dashboard/sign-offs/job-sign-offs';
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
            <JobSignOffs job={job} />
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
