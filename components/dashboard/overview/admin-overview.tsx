'use client';

import { CalendarOff, Clock, Inbox, Receipt, TriangleAlert } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { Card } from '@/components/ui/card';
import { StatusLabel } from '@/components/ui/status-label';
import type { Overview } from '@/lib/overview/hooks';
import { formatDate, formatMoney, formatTime } from '@/lib/dashboard/labels';
import { BarChart } from '@/components/dashboard/charts/bar-chart';
import { LowRatingsCard } from '@/components/dashboard/ratings/low-ratings-card';
import { LazyConflictsCard } from '@/components/dashboard/availability/lazy';
import { StatCard } from './stat-card';

type AdminData = Extract<Overview, { role: 'admin' }>;
const STAGE_TONES = ['fill-info', 'fill-warning', 'fill-danger', 'fill-success'];

/** The office's overview: the day's numbers that need someone's attention, each linking to its list. */
export function AdminOverview({ data }: { data: AdminData }) {
  const t = useTranslations('dashboardOverview');
  const stages = useTranslations('dashboard.jobStages');
  const locale = useLocale();
  const money = (pence: number) => formatMoney(pence, data.currencySymbol);
  const time = (iso: string) => formatTime(iso, locale);
  return (
    <div className="space-y-6">
      <LazyConflictsCard />
      <LowRatingsCard data={data.lowRatings} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <StatCard
          label={t('openEnquiries')}
          value={data.openEnquiries}
          href="/dashboard/enquiry/list"
          icon={<Inbox className="size-6" />}
          detail={t('openEnquiriesDetail')}
        />
        <StatCard
          label={t('unpaidInvoices')}
          value={money(data.unpaid.totalPence)}
          href="/dashboard/invoice/list"
          icon={<Receipt className="size-6" />}
          detail={t('invoiceCount', { count: data.unpaid.count })}
        />
        <StatCard
          label={t('overdueInvoices')}
          value={money(data.overdue.totalPence)}
          href="/dashboard/invoice/list?status=3"
          icon={<TriangleAlert className="size-6" />}
          detail={t('invoiceCount', { count: data.overdue.count })}
        />
        <StatCard
          label={t('clockedInNow')}
          value={data.clockedIn.length}
          href="/dashboard/clocking"
          icon={<Clock className="size-6" />}
          detail={t('clockedInDetail')}
        />
        <StatCard
          label={t('leaveAwaiting')}
          value={data.leaveAwaiting}
          href="/dashboard/leave"
          icon={<CalendarOff className="size-6" />}
          detail={t('leaveAwaitingDetail')}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card title={t('jobsByStage')}>
          <BarChart
            title={t('jobsByStage')}
            bars={data.jobsByStage.map((value, stage) => ({
              label: stages(String(stage)),
              value,
              tone: STAGE_TONES[stage],
            }))}
          />
        </Card>
        <Card title={t('whoIsIn')}>
          {data.clockedIn.length ? (
            <ul className="divide-y divide-line">
              {data.clockedIn.map((c) => (
                <li key={c.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                  <span className="font-semibold">{c.name}</span>
                  <span className="text-ink-muted">{t('since', { time: time(c.since) })}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-ink-muted">{t('nobodyIn')}</p>
          )}
        </Card>
      </div>
      <Card
        title={t('recentEnquiries')}
        actions={
          <Link href="/dashboard/enquiry/list" className="text-sm font-semibold text-link hover:underline">
            {t('viewAll')}
          </Link>
        }
      >
        {data.recentEnquiries.length ? (
          <ul className="divide-y divide-line">
            {data.recentEnquiries.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5 text-sm">
                <Link href={`/dashboard/enquiry/${e.id}`} className="font-semibold hover:underline">
                  {e.name}
                </Link>
                <span className="flex items-center gap-3 text-ink-muted">
                  <StatusLabel tone={e.category === 'career' ? 'info' : 'primary'}>
                    {t(`categories.${e.category}`)}
                  </StatusLabel>
                  {formatDate(e.createdAt, locale, true)}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-ink-muted">{t('noEnquiries')}</p>
        )}
      </Card>
    </div>
  );
}
