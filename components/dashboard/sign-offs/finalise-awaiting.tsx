'use client';

import { useQuery } from '@tanstack/react-query';
import { ChevronRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { afterLoad } from '@/components/dashboard/after-load';
import { Card } from '@/components/ui/card';
import { jobsQuery } from '@/lib/jobs/hooks';
import { ListState } from './finalise-list-state';
import type { FinaliseSignFormProps } from './finalise-sign-form';
import { VisitSummary, visitWhen } from '@/components/dashboard/jobs/visit-summary';

// The form (react-hook-form, the signature pad) loads after the page has, so the list and the summary come first.
const FinaliseSignForm = afterLoad<FinaliseSignFormProps>(
  () => import('./finalise-sign-form'),
  'min-h-[34rem] rounded-card bg-surface shadow-card',
);

/**
 * Visits waiting for a sign-off: pick one (the first is open), read its summary, sign. On a phone everything is one
 * column, big rows first; choosing a visit takes the reader (and the focus) to its summary.
 */
export function FinaliseAwaiting() {
  const t = useTranslations('dashboardJobs');
  const locale = useLocale();
  const query = useQuery(jobsQuery({ signOff: 'awaiting', pageSize: 100 }));
  const [chosen, setChosen] = useState<string | null>(null);
  const summaryHeading = useRef<HTMLHeadingElement>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const jobs = query.data?.data ?? [];
  // A signed job leaves the list when it refetches; the next one is then open.
  const selected = jobs.find((j) => j.id === chosen) ?? jobs[0];

  const choose = (id: string) => {
    setChosen(id);
    requestAnimationFrame(() => {
      summaryHeading.current?.focus({ preventScroll: true });
      summaryHeading.current?.scrollIntoView({
        block: 'start',
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
    });
  };

  return (
    <ListState query={query} empty={t('finalise.awaitingEmpty')}>
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_1fr]">
        <Card as="div">
          <h2 ref={listHeading} tabIndex={-1} id="awaiting-heading" className="mb-3 text-lg font-bold outline-none">
            {t('finalise.awaitingTitle')} <span className="text-sm font-semibold text-ink-muted">({jobs.length})</span>
          </h2>
          <ul aria-labelledby="awaiting-heading" className="space-y-2">
            {jobs.map((job) => {
              const current = job.id === selected?.id;
              return (
                <li key={job.id}>
                  <button
                    type="button"
                    aria-pressed={current}
                    onClick={() => choose(job.id)}
                    className={`flex min-h-16 w-full items-center gap-3 rounded-lg border px-4 py-3 text-start ${current ? 'border-brand-700 bg-brand-50' : 'border-line hover:bg-surface-muted'}`}
                  >
                    <span className="min-w-0 flex-1">
                      <span dir="auto" className="block break-words font-semibold">
                        {job.title}
                      </span>
                      <span className="block text-sm text-ink-muted">
                        {visitWhen(job, locale, t('finalise.noDate'))}
                      </span>
                      {job.checklist.length ? (
                        <span className="block text-sm text-ink-muted">
                          {t('checklistCard.progress', { done: job.checklistDone, total: job.checklist.length })}
                        </span>
                      ) : null}
                    </span>
                    <ChevronRight aria-hidden className="size-5 shrink-0 text-ink-subtle rtl:rotate-180" />
                  </button>
                </li>
              );
            })}
          </ul>
        </Card>
        {selected ? (
          <div className="min-w-0 space-y-6">
            <VisitSummary job={selected} headingRef={summaryHeading} />
            <FinaliseSignForm
              key={selected.id}
              job={selected}
              onSigned={() => {
                setChosen(null);
                listHeading.current?.focus();
              }}
            />
          </div>
        ) : null}
      </div>
    </ListState>
  );
}
