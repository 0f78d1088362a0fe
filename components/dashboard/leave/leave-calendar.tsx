'use client';

import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { usePathname, useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { Spinner, buttonClass } from '@/components/ui/button';
import { leaveListQuery, type Leave } from '@/lib/leave/hooks';
import { leaveCover } from '@/lib/rota/clashes';
import { dateFormat } from '@/lib/intl-formats';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shiftMonth = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 + by, 1)).toISOString().slice(0, 7);
};

type Entry = { leave: Leave; half: 'am' | 'pm' | null };

/** Who is off on `date`: approved and pending leave (rejected is never shown), with the half of a half day. */
function offOn(rows: Leave[], date: string): Entry[] {
  const out: Entry[] = [];
  for (const leave of rows) {
    const cover = leaveCover(leave, date);
    if (!cover) continue;
    out.push({ leave, half: cover[1] === 720 ? 'am' : cover[0] === 720 ? 'pm' : null });
  }
  return out;
}

function Person({ entry }: { entry: Entry }) {
  const t = useTranslations('dashboardLeave');
  const pending = entry.leave.status === 'pending';
  return (
    <li
      className={clsx(
        'truncate rounded px-1.5 py-0.5 text-xs',
        pending ? 'border border-dashed border-warning bg-surface text-ink' : 'bg-success-soft font-semibold text-ink',
      )}
    >
      {entry.leave.userName ?? '—'}
      {entry.half ? ` · ${t(`halves.${entry.half}`)}` : ''}
      {pending ? ` (${t('calendar.pending')})` : ''}
    </li>
  );
}

/**
 * The Administrator's team calendar: a month grid of who is off (approved solid, pending dashed and labelled), the
 * month in the URL (?view=calendar&month=YYYY-MM). Phones get the same month as a list of the days someone is off.
 */
export function TeamCalendar({ month: monthParam }: { month: string | null }) {
  const t = useTranslations('dashboardLeave');
  const locale = useLocale();
  const tag = locale === 'en' ? 'en-GB' : locale;
  const router = useRouter();
  const pathname = usePathname();
  const month = monthParam && MONTH.test(monthParam) ? monthParam : new Date().toISOString().slice(0, 7);
  const first = `${month}-01`;
  const last = iso(Date.parse(`${shiftMonth(month, 1)}-01T00:00:00Z`) - DAY);
  const query = useQuery(
    leaveListQuery({ startDate: first, endDate: last, pageSize: 100, sortBy: 'startDate', sortOrder: 'asc' }),
  );
  const rows = useMemo(() => (query.data?.data ?? []).filter((l) => l.status !== 'rejected'), [query.data]);
  const go = (m: string) => router.push(`${pathname}?view=calendar&month=${m}`, { scroll: false });

  // Whole weeks, Monday first, covering the month.
  const days = useMemo(() => {
    const start = Date.parse(`${first}T00:00:00Z`);
    const lead = (new Date(start).getUTCDay() + 6) % 7;
    const end = Date.parse(`${last}T00:00:00Z`);
    const trail = (7 - ((new Date(end).getUTCDay() + 6) % 7) - 1) % 7;
    return Array.from({ length: Math.round((end - start) / DAY) + 1 + lead + trail }, (_, i) =>
      iso(start + (i - lead) * DAY),
    );
  }, [first, last]);
  const label = dateFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${first}T12:00:00Z`),
  );
  const weekdays = days
    .slice(0, 7)
    .map((d) => dateFormat(tag, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`)));
  const longDay = (d: string) =>
    dateFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${d}T12:00:00Z`),
    );

  return (
    <section aria-labelledby="team-calendar-heading">
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={buttonClass('secondary', '', 'icon')}
          onClick={() => go(shiftMonth(month, -1))}
          aria-label={t('calendar.previous')}
        >
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <h2 id="team-calendar-heading" className="min-w-40 text-center text-lg font-bold" aria-live="polite">
          {t('calendar.title', { label })}
        </h2>
        <button
          type="button"
          className={buttonClass('secondary', '', 'icon')}
          onClick={() => go(shiftMonth(month, 1))}
          aria-label={t('calendar.next')}
        >
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        {query.isFetching ? <Spinner label={t('calendar.loading')} /> : null}
        <p className="flex flex-wrap gap-3 text-xs text-ink-muted ms-auto">
          <span className="rounded bg-success-soft px-1.5 py-0.5 font-semibold text-ink">{t('statuses.approved')}</span>
          <span className="rounded border border-dashed border-warning px-1.5 py-0.5 text-ink">
            {t('statuses.pending')}
          </span>
        </p>
      </div>
      {query.isError ? (
        <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
          {query.error.message}
        </p>
      ) : null}

      <div className="hidden overflow-hidden rounded-card bg-surface shadow-card md:block">
        <table className="w-full table-fixed border-collapse text-sm">
          <caption className="sr-only">{t('calendar.title', { label })}</caption>
          <thead className="bg-surface-muted text-ink-muted">
            <tr>
              {weekdays.map((w) => (
                <th key={w} scope="col" className="px-2 py-2 text-start font-semibold">
                  {w}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: days.length / 7 }, (_, w) => (
              <tr key={w} className="border-t border-ink/10 align-top">
                {days.slice(w * 7, w * 7 + 7).map((d) => {
                  const off = d.startsWith(month) ? offOn(rows, d) : [];
                  return (
                    <td key={d} className={clsx('h-24 px-1.5 py-1', !d.startsWith(month) && 'bg-surface-muted/60')}>
                      <span
                        className={clsx(
                          'block text-xs tabular-nums',
                          d.startsWith(month) ? 'font-semibold text-ink' : 'text-ink-subtle',
                        )}
                      >
                        <span aria-hidden>{Number(d.slice(8))}</span>
                        <span className="sr-only">{longDay(d)}</span>
                      </span>
                      {off.length ? (
                        <ul className="mt-1 space-y-0.5">
                          {off.map((e) => (
                            <Person key={e.leave.id} entry={e} />
                          ))}
                        </ul>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="md:hidden">
        {days
          .filter((d) => d.startsWith(month))
          .map((d) => ({ d, off: offOn(rows, d) }))
          .filter((x) => x.off.length)
          .map(({ d, off }) => (
            <div key={d} className="mb-2 rounded-card bg-surface p-3 shadow-card">
              <h3 className="mb-1 text-sm font-bold">{longDay(d)}</h3>
              <ul className="space-y-1">
                {off.map((e) => (
                  <Person key={e.leave.id} entry={e} />
                ))}
              </ul>
            </div>
          ))}
        {query.data && !rows.length ? (
          <p className="rounded-card bg-surface p-4 text-ink-muted shadow-card">{t('calendar.empty')}</p>
        ) : null}
      </div>
      {query.data && !rows.length ? <p className="mt-3 hidden text-ink-muted md:block">{t('calendar.empty')}</p> : null}
    </section>
  );
}
