'use client';

import { clsx } from 'clsx';
import { Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { memo, useRef } from 'react';
import type { Shift } from '@/lib/rota/hooks';
import { useDropCell } from './rota-dnd';
import { ShiftBlock } from './rota-shift-block';

/** A cleaner's week: `days` holds each date's shifts; an unchanged day keeps its array, so its cell does not re-render. */
export type PlannerRow = { id: string; name: string; days: ReadonlyMap<string, readonly Shift[]> };

const NO_SHIFTS: readonly Shift[] = [];

type CellProps = {
  rowId: string;
  rowName: string;
  shifts: readonly Shift[];
  date: string;
  dayLabel: string;
  admin: boolean;
  isOnLeave: (shift: Shift) => boolean;
  onMoveRequest: (shift: Shift) => void;
};

/** One cleaner's day: their shifts, a drop target while dragging, and an empty slot that opens a new shift there. */
const Cell = memo(function Cell({
  rowId,
  rowName,
  shifts,
  date,
  dayLabel,
  admin,
  isOnLeave,
  onMoveRequest,
}: CellProps) {
  const t = useTranslations('dashboardRota');
  const ref = useRef<HTMLTableCellElement>(null);
  const over = useDropCell(ref, rowId, date);
  return (
    <td
      ref={ref}
      data-cell={`${rowId}:${date}`}
      className={clsx(
        'space-y-1 px-1.5 py-1.5',
        over && 'bg-brand-700/15 outline outline-2 -outline-offset-2 outline-brand-700',
      )}
    >
      {shifts.map((s) => (
        <ShiftBlock key={s.id} shift={s} editable={admin} onLeave={isOnLeave(s)} onMoveRequest={onMoveRequest} />
      ))}
      {admin ? (
        <Link
          href={`/dashboard/rota/new?cleanerId=${rowId}&date=${date}`}
          prefetch={false}
          draggable={false}
          className={clsx(
            'flex items-center justify-center rounded border border-dashed border-ink/20 text-ink-subtle hover:border-brand-700 hover:text-link',
            shifts.length ? 'min-h-8' : 'min-h-14',
          )}
          aria-label={t('addFor', { name: rowName, date: dayLabel })}
        >
          <Plus aria-hidden className="size-4" />
        </Link>
      ) : null}
    </td>
  );
});

type GridProps = Omit<CellProps, 'rowId' | 'rowName' | 'shifts' | 'date' | 'dayLabel'> & {
  rows: PlannerRow[];
  days: string[];
  dayLabels: string[];
  label: string;
  loading: boolean;
};

/** Desktop: one row per cleaner, one column per day (right to left in Arabic, as the table follows the page). */
export function WeekGrid({ rows, days, dayLabels, label, loading, ...cell }: GridProps) {
  const t = useTranslations('dashboardRota');
  return (
    <div
      className="hidden overflow-x-auto rounded-card bg-surface shadow-card md:block"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      <table className="w-full min-w-[56rem] table-fixed border-collapse text-sm">
        <caption className="sr-only">{t('tableLabel', { label })}</caption>
        <thead className="bg-surface-muted text-ink-muted">
          <tr>
            <th scope="col" className="w-40 px-3 py-2 text-start">
              {t('cleaner')}
            </th>
            {dayLabels.map((d) => (
              <th key={d} scope="col" className="px-2 py-2 text-start font-semibold">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && !loading ? (
            <tr>
              <td colSpan={8} className="px-3 py-8 text-center text-ink-muted">
                {t('empty')}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.id} className="border-t border-ink/10 align-top">
                <th scope="row" className="px-3 py-2 text-start font-semibold [overflow-wrap:anywhere]">
                  {row.name}
                </th>
                {days.map((d, i) => (
                  <Cell
                    key={d}
                    rowId={row.id}
                    rowName={row.name}
                    shifts={row.days.get(d) ?? NO_SHIFTS}
                    date={d}
                    dayLabel={dayLabels[i]!}
                    {...cell}
                  />
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
