'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import Link from '@/components/ui/link';
import type { Overview } from '@/lib/overview/hooks';
import { formatDate } from '@/lib/dashboard/labels';

type LowRatings = Extract<Overview, { role: 'admin' }>['lowRatings'];

/** The office's alert on its overview: visits rated 3 or less in the last 30 days, each linking to its job. */
export function LowRatingsCard({ data }: { data: LowRatings }) {
  const t = useTranslations('dashboardRatings');
  const locale = useLocale();
  if (!data.count) return null;
  return (
    <Card
      className="border-s-4 border-warning"
      title={<span data-testid="low-ratings-title">{t('lowTitle', { count: data.count })}</span>}
    >
      <p className="mb-3 text-sm text-ink-muted">{t('lowIntro')}</p>
      <ul className="divide-y divide-line" data-testid="low-ratings">
        {data.recent.map((r) => (
          <li key={r.jobId} className="space-y-1 py-2.5 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <Link href={`/dashboard/job/${r.jobId}`} className="font-semibold hover:underline">
                {r.jobTitle}
              </Link>
              <span className="text-ink-muted">
                {t('ratedBy', { rating: r.rating, name: r.firstName })} · {formatDate(r.createdAt, locale)}
              </span>
            </div>
            {r.comment ? (
              <p dir="auto" className="line-clamp-2 text-ink-muted">
                “{r.comment}”
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
