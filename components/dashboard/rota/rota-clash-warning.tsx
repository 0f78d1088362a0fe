'use client';

import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { shiftClashesQuery } from '@/lib/rota/hooks';
import { formatDate } from '@/lib/dashboard/labels';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}/;
const UUID = /^[0-9a-f-]{36}$/i;

type Props = { cleanerId: string; date: string; startTime: string; endTime: string; excludeId?: string };

/**
 * Warns, while the office picks the cleaner, day and times, about what the shift would clash with: an overlapping
 * shift (which the server will refuse), approved leave, busy time in the cleaner's own calendars and a shift far
 * longer than a working day (flagged).
 */
export function ClashWarning({ cleanerId, date, startTime, endTime, excludeId }: Props) {
  const t = useTranslations('dashboardRota');
  const locale = useLocale();
  const valid =
    UUID.test(cleanerId) && DATE.test(date) && TIME.test(startTime) && TIME.test(endTime) && endTime > startTime;
  const input = {
    cleanerId,
    date,
    startTime: startTime.slice(0, 5),
    endTime: endTime.slice(0, 5),
    ...(excludeId ? { excludeId } : {}),
  };
  const query = useQuery({ ...shiftClashesQuery(input), enabled: valid });
  const clashes = valid ? (query.data?.clashes ?? []) : [];
  return (
    <div aria-live="polite">
      {clashes.length ? (
        <div className="rounded-card border border-warning/40 bg-warning-soft p-4 text-sm" data-testid="shift-clashes">
          <p className="flex items-center gap-2 font-semibold text-warning">
            <TriangleAlert aria-hidden className="size-4" />
            {t('clashTitle')}
          </p>
          <ul className="mt-2 list-disc space-y-1 ps-6 text-ink">
            {clashes.map((c, i) => (
              <li key={i}>
                {c.kind === 'overlap'
                  ? t('clashOverlap', { time: `${c.startTime}–${c.endTime}` })
                  : c.kind === 'leave'
                    ? t('clashLeave', { from: formatDate(c.startDate, locale), to: formatDate(c.endDate, locale) })
                    : c.kind === 'busy'
                      ? t('clashBusy', { time: `${c.startTime}–${c.endTime}` })
                      : t('clashLong', { hours: String(Math.round((c.minutes / 60) * 10) / 10) })}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
