'use client';

import { useLocale, useTranslations } from 'next-intl';
import { BarChart } from '@/components/dashboard/charts/bar-chart';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/field';
import { formatFigure, monthLabel } from '@/lib/network/format';
import type { NetworkOverview } from '@/lib/network/hooks';
import { FIGURES, type Figure } from '@/lib/network/rules';

/**
 * One figure month by month, for the whole network or one office, with the numbers in a table beside the chart
 * (the chart is hidden from screen readers; the table is the same data for everyone).
 */
export function TrendCard({
  data,
  figure,
  office,
  onChange,
}: {
  data: NetworkOverview;
  figure: Figure;
  office: string;
  onChange: (patch: { figure?: string; office?: string }) => void;
}) {
  const t = useTranslations('dashboardNetwork');
  const locale = useLocale();
  const chosen = data.offices.find((o) => o.id === office);
  const trend = chosen?.trend ?? data.network.trend;
  const name = chosen?.name ?? t('wholeNetwork');
  const bars = data.months.map((m, i) => ({ label: monthLabel(m, locale), value: trend[i]?.[figure] ?? 0 }));
  const title = t('trendTitle', { figure: t(`figures.${figure}`), office: name });
  return (
    <Card title={t('trend')}>
      <div className="mb-4 flex flex-wrap gap-3">
        <SelectField
          label={t('trendFigure')}
          value={figure}
          onChange={(e) => onChange({ figure: e.target.value })}
          className="w-full sm:w-64"
          options={FIGURES.map((f) => ({ value: f, label: t(`figures.${f}`) }))}
        />
        <SelectField
          label={t('trendOffice')}
          value={chosen ? office : ''}
          onChange={(e) => onChange({ office: e.target.value })}
          className="w-full sm:w-64"
          options={[
            { value: '', label: t('wholeNetwork') },
            ...data.offices.map((o) => ({ value: o.id, label: o.name })),
          ]}
        />
      </div>
      <div className="grid gap-6 lg:grid-cols-[1fr_16rem]">
        {/* The chart is for the eye only: its figures are the table beside it, which screen readers get once. */}
        <div aria-hidden className="min-w-0">
          <BarChart
            title={title}
            bars={bars}
            formatValue={(v) => formatFigure(figure, v)}
            showValues={bars.length <= 6}
          />
        </div>
        <div className="max-h-80 overflow-y-auto" role="region" aria-label={title} tabIndex={0}>
          <table className="w-full text-sm">
            <caption className="mb-2 text-start font-semibold">{title}</caption>
            <thead>
              <tr className="border-b border-line">
                <th scope="col" className="p-2 text-start">
                  {t('month')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t(`figures.${figure}`)}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.months.map((m, i) => (
                <tr key={m} className="border-b border-line last:border-0">
                  <th scope="row" className="p-2 text-start font-normal">
                    {monthLabel(m, locale)}
                  </th>
                  <td className="p-2 text-end tabular-nums">{formatFigure(figure, trend[i]?.[figure])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}
