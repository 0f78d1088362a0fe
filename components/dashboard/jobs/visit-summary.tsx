'use client';

import { useQuery } from '@tanstack/react-query';
import { Check, Circle } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { RefObject } from 'react';
import { Button, Spinner } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { visitSummaryQuery, type Job } from '@/lib/jobs/hooks';
import { timeRange } from '@/lib/jobs/display';
import { formatDate, formatTime } from '@/lib/dashboard/labels';
import { fileUrl } from '@/lib/files/urls';

/** The visit's day and time ("12 Mar 2026, 09:00–12:00"), or `noDate`. */
export const visitWhen = (job: Job, locale: string, noDate: string) =>
  job.scheduledDate
    ? [formatDate(job.scheduledDate, locale), timeRange(job.startTime, job.endTime)].filter(Boolean).join(', ')
    : noDate;

/** What the signer checks before signing: the visit's checklist, time on site and the photos shared in its chat. */
export function VisitSummary({ job, headingRef }: { job: Job; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const t = useTranslations('dashboardJobs.finalise');
  const tj = useTranslations('dashboardJobs');
  const locale = useLocale();
  const query = useQuery(visitSummaryQuery(job.id));
  return (
    <Card>
      <h2 ref={headingRef} tabIndex={-1} className="scroll-mt-24 break-words text-lg font-bold outline-none">
        {job.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">
        {[visitWhen(job, locale, t('noDate')), job.location].filter(Boolean).join(' · ')}
      </p>
      {query.isPending ? (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label={t('summaryLoading')} />
        </div>
      ) : null}
      {query.isError ? (
        <div
          role="alert"
          className="mt-4 flex flex-wrap items-center gap-3 rounded border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          <span className="font-medium">{t('summaryFailed')}</span>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {query.data
        ? (() => {
            const v = query.data;
            const time = v.timeOnSite;
            const span = time.firstIn
              ? `${formatTime(time.firstIn, locale)}–${time.lastOut && !time.onSiteNow ? formatTime(time.lastOut, locale) : '…'}`
              : '';
            return (
              <>
                <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
                  <Stat
                    label={t('checklistDone')}
                    value={
                      v.checklist.length
                        ? tj('checklistCard.progress', { done: v.checklistDone, total: v.checklist.length })
                        : t('none')
                    }
                  />
                  <Stat label={t('photos')} value={String(v.photos.length)} />
                  <Stat
                    label={t('timeOnSite')}
                    className="col-span-2 sm:col-span-1"
                    value={
                      time.people
                        ? t('duration', { hours: Math.floor(time.minutes / 60), minutes: time.minutes % 60 })
                        : t('notRecorded')
                    }
                    detail={
                      time.people
                        ? [span, t('people', { count: time.people }), time.onSiteNow ? t('onSiteNow') : '']
                            .filter(Boolean)
                            .join(' · ')
                        : undefined
                    }
                  />
                </dl>
                <h3 className="mt-6 mb-2 font-semibold">{t('checklistHeading')}</h3>
                {v.checklist.length ? (
                  <ul className="space-y-1.5">
                    {v.checklist.map((item) => (
                      <li key={item.id} className="flex items-start gap-2">
                        {item.done ? (
                          <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success-strong" />
                        ) : (
                          <Circle aria-hidden className="mt-0.5 size-5 shrink-0 text-ink-subtle" />
                        )}
                        <span className="min-w-0 break-words">
                          {item.label}
                          <span className="sr-only"> ({item.done ? t('taskDone') : t('taskNotDone')})</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-ink-muted">{t('noChecklist')}</p>
                )}
                <h3 className="mt-6 mb-2 font-semibold">{t('photosHeading')}</h3>
                {v.photos.length ? (
                  <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                    {v.photos.map((p) => (
                      <li key={p.id}>
                        <a
                          href={fileUrl(p.imagePath) ?? undefined}
                          target="_blank"
                          rel="noreferrer"
                          className="block overflow-hidden rounded border border-line"
                        >
                          {/* eslint-disable-next-line @next/next/no-img-element */}
                          <img
                            src={fileUrl(p.imagePath) ?? undefined}
                            loading="lazy"
                            className="aspect-square w-full object-cover"
                            alt={
                              t('photoAlt', { name: p.sender, when: formatDate(p.createdAt, locale, true) }) +
                              (p.caption ? `: ${p.caption}` : '')
                            }
                          />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-ink-muted">{t('noPhotos')}</p>
                )}
              </>
            );
          })()
        : null}
    </Card>
  );
}

function Stat({
  label,
  value,
  detail,
  className = '',
}: {
  label: string;
  value: string;
  detail?: string;
  className?: string;
}) {
  return (
    <div className={`rounded-lg bg-surface-muted px-3 py-2.5 ${className}`}>
      <dt className="text-xs font-semibold text-ink-muted">{label}</dt>
      <dd className="text-lg font-bold">{value}</dd>
      {detail ? <dd className="text-xs text-ink-muted">{detail}</dd> : null}
    </div>
  );
}
