'use client';

import { clsx } from 'clsx';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { formatFigure } from '@/lib/network/format';
import type { NetworkOverview } from '@/lib/network/hooks';
import { FIGURES, type Figure } from '@/lib/network/rules';

type Office = NetworkOverview['offices'][number];

/**
 * Every office side by side with the whole network below: one row per office, one column per figure. A column
 * header sorts by it (again: the other way); the office's name picks it for the trend chart.
 */
export function OfficeTable({
  data,
  search,
  sortBy,
  sortOrder,
  onSort,
  onPick,
}: {
  data: NetworkOverview;
  search: string;
  sortBy?: Figure;
  sortOrder: 'asc' | 'desc';
  onSort: (figure: Figure) => void;
  onPick: (officeId: string) => void;
}) {
  const t = useTranslations('dashboardNetwork');
  const rows = useMemo(() => {
    const term = search.trim().toLowerCase();
    const shown = data.offices.filter((o) => !term || o.name.toLowerCase().includes(term));
    if (!sortBy) return shown;
    const sign = sortOrder === 'asc' ? 1 : -1;
    // Offices without a rating sort last either way: no rating is not a bad rating.
    const value = (o: Office) => o.figures[sortBy] ?? (sortOrder === 'asc' ? Infinity : -Infinity);
    return [...shown].sort((a, b) => sign * (value(a) - value(b)) || a.name.localeCompare(b.name));
  }, [data.offices, search, sortBy, sortOrder]);

  return (
    <div className="overflow-x-auto rounded-card bg-surface shadow-card">
      <table className="w-full min-w-[64rem] text-sm">
        <caption className="sr-only">{t('tableCaption')}</caption>
        <thead>
          <tr className="border-b border-line text-start">
            <th scope="col" className="sticky start-0 z-10 bg-surface p-3 text-start font-semibold">
              {t('office')}
            </th>
            {FIGURES.map((f) => (
              <th
                key={f}
                scope="col"
                aria-sort={sortBy === f ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
                className="p-2 text-end font-semibold"
              >
                <button
                  type="button"
                  onClick={() => onSort(f)}
                  className="inline-flex min-h-11 items-center gap-1 rounded px-1 text-end hover:underline"
                >
                  {t(`figures.${f}`)}
                  {sortBy === f ? (
                    sortOrder === 'asc' ? (
                      <ArrowUp aria-hidden className="size-3.5" />
                    ) : (
                      <ArrowDown aria-hidden className="size-3.5" />
                    )
                  ) : null}
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((o) => (
            <tr key={o.id} className="border-b border-line last:border-0">
              <th scope="row" className="sticky start-0 z-10 min-w-44 bg-surface p-3 text-start font-semibold">
                <button type="button" onClick={() => onPick(o.id)} className="min-h-11 text-start hover:underline">
                  {o.name}
                </button>
                {o.headOffice ? <span className="ms-2 text-xs text-ink-muted">{t('headOffice')}</span> : null}
              </th>
              {FIGURES.map((f) => (
                <td key={f} className={clsx('p-3 text-end tabular-nums', lowFlag(f, o) && 'font-bold text-danger')}>
                  {formatFigure(f, o.figures[f])}
                </td>
              ))}
            </tr>
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={FIGURES.length + 1} className="p-6 text-center text-ink-muted">
                {t('noOffices')}
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-line bg-surface-muted font-bold">
            <th scope="row" className="sticky start-0 z-10 bg-surface-muted p-3 text-start">
              {t('wholeNetwork')}
            </th>
            {FIGURES.map((f) => (
              <td key={f} className="p-3 text-end tabular-nums">
                {formatFigure(f, data.network.figures[f])}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The figures that say an office is slipping: low ratings and overdue invoices, shown in the danger colour. */
const lowFlag = (f: Figure, o: Office) => (f === 'lowRatings' || f === 'overdueCount') && (o.figures[f] ?? 0) > 0;
