'use client';

import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { QueryView } from '@/components/dashboard/query-view';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { snackbar } from '@/components/ui/snackbar';
import { jobCandidatesQuery, useUpdateJob, type Job } from '@/lib/jobs/hooks';
import { formatDate } from '@/lib/dashboard/labels';

/** The Candidates tab (admins): the company's cleaners free at the visit, each with "Add to team". */
export function JobCandidates({ job }: { job: Job }) {
  const t = useTranslations('dashboardJobs.candidates');
  const locale = useLocale();
  const query = useQuery(jobCandidatesQuery(job.id));
  const update = useUpdateJob();

  const add = async (candidate: { id: string; name: string }) => {
    try {
      await update.mutateAsync({ id: job.id, teamIds: [...job.teamIds, candidate.id] });
      snackbar.success(t('added', { name: candidate.name }));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : t('failed'));
    }
  };

  return (
    <Card>
      <QueryView query={query}>
        {(result) => {
          if (!result.scheduled || !result.date || !result.startTime)
            return <p className="text-ink-muted">{t('notScheduled')}</p>;
          return (
            <>
              <p className="mb-4 text-ink-muted">
                {t('intro', {
                  date: formatDate(result.date, locale),
                  start: result.startTime,
                  end: result.endTime ?? '',
                })}
              </p>
              {result.data.length ? (
                <ul className="divide-y divide-line" aria-label={t('listLabel')}>
                  {result.data.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <p dir="auto" className="truncate font-semibold">
                          {c.name}
                        </p>
                        <p dir="auto" className="truncate text-sm text-ink-subtle">
                          {c.phoneNumber || c.email}
                        </p>
                      </div>
                      <Button
                        variant="secondary"
                        onClick={() => void add(c)}
                        disabled={update.isPending}
                        aria-label={t('addNamed', { name: c.name })}
                      >
                        <UserPlus aria-hidden className="size-4" />
                        {t('add')}
                      </Button>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-ink-subtle">{t('empty')}</p>
              )}
            </>
          );
        }}
      </QueryView>
    </Card>
  );
}
