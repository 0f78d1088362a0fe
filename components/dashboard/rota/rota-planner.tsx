'use client';

import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useMemo } from 'react';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { Spinner, buttonClass } from '@/components/ui/button';
import { leaveListQuery } from '@/lib/api-client/leave';
import { weekShiftsQuery, type Shift } from '@/lib/api-client/rota';
import { usersQuery } from '@/lib/api-client/users';
import { formatDate } from '@/lib/dashboard/labels';
import { isAdmin } from '@/lib/roles';
import { addDays, mondayOf } from '../timesheet/week';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** Longer than this is flagged: far longer than a working day. */
const LONG_SHIFT_MINUTES = 10 * 60;

function ShiftBlock({ shift, editable, showName, onLeave }: { shift: Shift; editable: boolean; showName?: boolean; onLeave?: boolean }) {
  const t = useTranslations('dashboardRota');
  const long = minutesOf(shift.endTime) - minutesOf(shift.startTime) > LONG_SHIFT_MINUTES;
  const body = (
    <>
      <span className="block font-bold tabular-nums">{shift.startTime}–{shift.endTime}</span>
      {onLeave ? <span className="mt-0.5 inline-block rounded bg-danger-soft px-1 font-bold text-danger">{t('onLeave')}</span> : null}
      {long ? <span className="mt-0.5 inline-block rounded bg-warning-soft px-1 font-bold text-warning">{t('longShift')}</span> : null}
      {showName ? <span className="block font-semibold">{shift.cleanerName}</span> : null}
      <span className="block truncate">{shift.jobTitle ?? shift.site ?? ''}</span>
      {shift.notes ? <span className="block truncate text-ink-muted">{shift.notes}</span> : null}
    </>
  );
  const cls = 'block rounded border-s-4 border-brand-700 bg-brand-700/10 px-2 py-1 text-start text-xs text-ink';
  return editable ? (
    <Link href={`/dashboard/rota/${shift.id}/edit`} className={`${cls} hover:bg-brand-700/20`} aria-label={t('editShift', { name: shift.cleanerName ?? '', time: `${shift.startTime}–${shift.endTime}` })}>{body}</Link>
  ) : <div className={cls}>{body}</div>;
}

/**
 * /dashboard/rota/list: the week planner. Desktop: one row per cleaner, one column per day, shifts as blocks, a cell
 * link to add a shift on that day. Phones: a list by day. Week navigation and a jump to a date, kept in the URL.
 */
export function RotaPlanner() {
  const t = useTranslations('dashboardRota');
  const locale = useLocale();
  const { user } = useSession();
  const admin = isAdmin(user.role);
  const searchParams = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const weekParam = searchParams.get('week');
  const start = mondayOf(weekParam && DATE.test(weekParam) ? weekParam : undefined);
  const end = addDays(start, 6);
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(start, i)), [start]);
  const shifts = useQuery(weekShiftsQuery(start, end));
  const cleaners = useQuery({ ...usersQuery({ role: 'Cleaner', status: 'active', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }), enabled: admin });
  const leave = useQuery({ ...leaveListQuery({ status: 'approved', startDate: start, endDate: end, pageSize: 100 }), enabled: user.role !== 'Client' });
  /** A shift during approved leave is flagged: the planner and the leave list agree. */
  const onLeave = (s: Shift) => (leave.data?.data ?? []).some((l) => l.userId === s.cleanerId && l.startDate <= s.date && l.endDate >= s.date);
  const go = (week: string) => router.push(`${pathname}?week=${week}`, { scroll: false });

  const rows = useMemo(() => {
    const byCleaner = new Map<string, { id: string; name: string; shifts: Shift[] }>();
    for (const c of cleaners.data?.data ?? []) byCleaner.set(c.id, { id: c.id, name: c.name, shifts: [] });
    for (const s of shifts.data?.data ?? []) {
      const row = byCleaner.get(s.cleanerId) ?? { id: s.cleanerId, name: s.cleanerName ?? '—', shifts: [] };
      row.shifts.push(s);
      byCleaner.set(s.cleanerId, row);
    }
    return [...byCleaner.values()];
  }, [cleaners.data, shifts.data]);

  const dayName = (d: string) => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
  const weekLabel = t('weekOf', { from: formatDate(start, locale), to: formatDate(end, locale) });

  return (
    <>
      <PageHeader title={t('title')} crumbs={[{ label: t('title') }]} description={weekLabel}
        actions={admin ? <Link href="/dashboard/rota/new" className={buttonClass('primary')}><Plus aria-hidden className="size-4" />{t('newShift')}</Link> : undefined} />
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <button type="button" className={buttonClass('secondary', '', 'icon')} onClick={() => go(addDays(start, -7))} aria-label={t('previousWeek')}>
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <div>
          <label htmlFor="rota-week" className="mb-1 block text-xs font-semibold text-ink-muted">{t('jumpTo')}</label>
          <input id="rota-week" type="date" value={start} onChange={(e) => e.target.value && go(mondayOf(e.target.value))}
            className="min-h-11 rounded border border-ink/25 bg-surface px-3 text-sm" />
        </div>
        <button type="button" className={buttonClass('secondary', '', 'icon')} onClick={() => go(addDays(start, 7))} aria-label={t('nextWeek')}>
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={() => go(mondayOf())}>{t('thisWeek')}</button>
        {shifts.isFetching ? <Spinner label={t('loading')} /> : null}
      </div>
      {shifts.isError ? <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">{shifts.error.message}</p> : null}

      {/* Desktop: cleaners × days */}
      <div className="hidden overflow-x-auto rounded-card bg-surface shadow-card md:block" role="region" aria-label={weekLabel} tabIndex={0}>
        <table className="w-full min-w-[56rem] table-fixed border-collapse text-sm">
          <caption className="sr-only">{t('tableLabel', { label: weekLabel })}</caption>
          <thead className="bg-surface-muted text-ink-muted">
            <tr>
              <th scope="col" className="w-40 px-3 py-2 text-start">{t('cleaner')}</th>
              {days.map((d) => <th key={d} scope="col" className="px-2 py-2 text-start font-semibold">{dayName(d)}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && !shifts.isPending ? (
              <tr><td colSpan={8} className="px-3 py-8 text-center text-ink-muted">{t('empty')}</td></tr>
            ) : rows.map((row) => (
              <tr key={row.id} className="border-t border-ink/10 align-top">
                <th scope="row" className="px-3 py-2 text-start font-semibold">{row.name}</th>
                {days.map((d) => {
                  const cell = row.shifts.filter((s) => s.date === d);
                  return (
                    <td key={d} className="space-y-1 px-1.5 py-1.5">
                      {cell.map((s) => <ShiftBlock key={s.id} shift={s} editable={admin} onLeave={onLeave(s)} />)}
                      {admin ? (
                        <Link href={`/dashboard/rota/new?cleanerId=${row.id}&date=${d}`} className="flex min-h-8 items-center justify-center rounded border border-dashed border-ink/20 text-ink-subtle hover:border-brand-700 hover:text-link"
                          aria-label={t('addFor', { name: row.name, date: dayName(d) })}>
                          <Plus aria-hidden className="size-4" />
                        </Link>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {/* Phones: a list by day */}
      <ol className="space-y-3 md:hidden" aria-label={weekLabel}>
        {days.map((d) => {
          const today = (shifts.data?.data ?? []).filter((s) => s.date === d);
          return (
            <li key={d} className="rounded-card bg-surface p-3 shadow-card">
              <h2 className="mb-2 font-bold">{dayName(d)}</h2>
              {today.length ? (
                <ul className="space-y-1.5">{today.map((s) => <li key={s.id}><ShiftBlock shift={s} editable={admin} showName={admin} onLeave={onLeave(s)} /></li>)}</ul>
              ) : <p className="text-sm text-ink-muted">{t('noShifts')}</p>}
            </li>
          );
        })}
      </ol>
    </>
  );
}
