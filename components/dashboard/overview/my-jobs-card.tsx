'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { StatusLabel, type Tone } from '@/components/ui/status-label';

type JobRow = { id: string; title: string; stage: number };

type Props<J extends JobRow> = {
  jobs: J[];
  /** The second line of a job (where, or what). */
  detail: (job: J) => string;
  /** The stage label's colour. */
  tone: (job: J) => Tone;
};

/** "My jobs" on a Cleaner's overview: each job a link to its page, with its stage. */
export function MyJobsCard<J extends JobRow>({ jobs, detail, tone }: Props<J>) {
  const t = useTranslations('dashboardOverview');
  const stages = useTranslations('dashboard.jobStages');
  return (
    <Card title={t('myJobs')}>
      {jobs.length ? (
        <ul className="divide-y divide-line">
          {jobs.map((j) => (
            <li key={j.id}>
              <Link href={`/dashboard/job/${j.id}`} className="flex min-h-14 items-center justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span dir="auto" className="block truncate font-semibold">
                    {j.title}
                  </span>
                  <span dir="auto" className="block truncate text-sm text-ink-muted">
                    {detail(j)}
                  </span>
                </span>
                <StatusLabel tone={tone(j)}>{stages(String(j.stage))}</StatusLabel>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('noJobs')}</p>
      )}
    </Card>
  );
}
