'use client';

import { useQuery } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import Link from '@/components/ui/link';
import { formatDate } from '@/lib/dashboard/labels';
import { conflictsQuery } from '@/lib/availability/hooks';

/**
 * The office's alert (overview and rota): cleaners whose own calendars show them busy during work already given to
 * them, with the cleaner, the visit or shift and the time. Nothing is drawn while there is none (or while loading: an
 * alert that flickers in is better than a spinner on every overview).
 */
export function ConflictsCard({ className = '' }: { className?: string }) {
  const t = useTranslations('dashboardAvailability');
  const locale = useLocale();
  const query = useQuery(conflictsQuery());
  const data = query.data?.data ?? [];
  if (!data.length) return null;
  return (
    <Card
      className={`border-s-4 border-danger ${className}`}
      title={<span data-testid="conflicts-title">{t('conflictsTitle', { count: data.length })}</span>}
    >
      <p className="mb-3 text-sm text-ink-muted">{t('conflictsIntro')}</p>
      <ul className="divide-y divide-line" data-testid="conflicts">
        {data.map((c) => (
          <li key={c.key} className="space-y-0.5 py-2.5 text-sm">
            <p>
              <span className="font-semibold">{c.cleanerName}</span> ·{' '}
              {c.jobId ? (
                <Link href={`/dashboard/job/${c.jobId}`} className="font-semibold hover:underline">
                  {c.jobTitle}
                </Link>
              ) : (
                t('rotaShift')
              )}
            </p>
            <p className="text-ink-muted">
              {t('conflictWhen', {
                date: formatDate(c.date, locale),
                time: `${c.startTime}–${c.endTime}`,
                busy: `${c.busyFrom}–${c.busyTo}`,
              })}
            </p>
          </li>
        ))}
      </ul>
    </Card>
  );
}
