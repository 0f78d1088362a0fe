'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import Link from '@/components/ui/link';
import { StatusLabel } from '@/components/ui/status-label';
import { formatMoney } from '@/lib/dashboard/labels';
import type { ClientHomeData } from '@/components/dashboard/overview/client-home';
import { whenOf } from './when';

export type UpcomingVisit = ClientHomeData['upcoming'][number];
export type VisitAction = {
  kind: 'reschedule' | 'cancel' | 'request';
  visit: Pick<UpcomingVisit, 'id' | 'title'> & Partial<UpcomingVisit>;
};

/** Upcoming visits, soonest first, each with its team and what the Client may still do with it. */
export function UpcomingVisits({
  data,
  onAction,
  className,
}: {
  data: ClientHomeData;
  onAction: (action: VisitAction) => void;
  className?: string;
}) {
  const t = useTranslations('dashboardClientHome');
  const locale = useLocale();
  const more = data.upcomingTotal - data.upcoming.length;
  return (
    <Card title={t('upcoming')} className={className}>
      {data.upcoming.length ? (
        <ul className="divide-y divide-line" data-testid="upcoming-visits">
          {data.upcoming.map((v) => (
            <li key={v.id} className="py-3" data-testid="upcoming-visit">
              <Link href={`/dashboard/job/${v.id}`} className="block min-h-11">
                <span className="block font-semibold" data-testid="visit-when">
                  {whenOf(t, v, locale)}
                </span>
                <span dir="auto" className="block truncate">
                  {v.title}
                </span>
              </Link>
              <p className="text-sm text-ink-muted">
                {v.team.length ? t('team', { names: v.team.join(', ') }) : t('teamTbc')}
              </p>
              <div className="mt-1 flex flex-wrap gap-2">
                {v.seriesId ? <StatusLabel tone="info">{t('repeats', { count: v.seriesLeft })}</StatusLabel> : null}
                {v.bookingStatus === 'requested' ? <StatusLabel tone="warning">{t('requested')}</StatusLabel> : null}
                {v.insideNotice && v.feePence > 0 ? (
                  <StatusLabel tone="warning">
                    {t('insideNotice', {
                      hours: data.notice.noticeHours,
                      fee: formatMoney(v.feePence, data.currencySymbol),
                    })}
                  </StatusLabel>
                ) : null}
              </div>
              {v.blocked ? (
                <p className="mt-2 text-sm text-ink-muted">{t(`blocked.${v.blocked}`)}</p>
              ) : (
                // Three thumb-sized buttons that wrap on a narrow phone; each names its visit for screen readers.
                <div
                  className="mt-2 flex flex-wrap gap-2"
                  role="group"
                  aria-label={t('actionsFor', { title: v.title })}
                >
                  <Button
                    size="sm"
                    variant="soft"
                    className="min-h-11"
                    onClick={() => onAction({ kind: 'reschedule', visit: v })}
                  >
                    {t('reschedule')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    className="min-h-11"
                    onClick={() => onAction({ kind: 'cancel', visit: v })}
                  >
                    {t('cancel')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="min-h-11"
                    onClick={() => onAction({ kind: 'request', visit: v })}
                  >
                    {t('bookAgain')}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">{t('noUpcoming')}</p>
      )}
      {more > 0 ? (
        <p className="mt-3 text-sm">
          <Link href="/dashboard/job/list" className="font-semibold text-link underline">
            {t('moreUpcoming', { count: more })}
          </Link>
        </p>
      ) : null}
    </Card>
  );
}
