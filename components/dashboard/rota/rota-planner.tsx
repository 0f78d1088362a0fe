'use client';

import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo, useRef, useState } from 'react';
import { PageHeader } from '@/components/dashboard/page-header';
import { useSession } from '@/components/dashboard/session-context';
import { Spinner, buttonClass } from '@/components/ui/button';
import { snackbar } from '@/components/ui/snackbar';
import { leaveListQuery } from '@/lib/leave/hooks';
import { useMoveShift, weekShiftsQuery, type Shift } from '@/lib/rota/hooks';
import { usersQuery } from '@/lib/users/hooks';
import { formatDate } from '@/lib/dashboard/labels';
import { shiftDuringLeave } from '@/lib/rota/clashes';
import { isAdmin } from '@/lib/roles';
import { addDays, mondayOf } from '@/components/dashboard/timesheets/week';
import { LazyConflictsCard } from '@/components/dashboard/availability/lazy';
import { CopyWeekButton } from './rota-copy-week';
import { DayView } from './rota-day-view';
import { DndContext, useDndAdapter, useDropMonitor } from './rota-dnd';
import { MoveShiftDialog } from './rota-move-dialog';
import { WeekGrid, type PlannerRow } from './rota-week-grid';
import { dateFormat } from '@/lib/intl-formats';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Focuses the "Move to…" button of a shift where it now is (its block moved to another cell). */
const focusShift = (id: string) =>
  requestAnimationFrame(() => {
    const buttons = [...document.querySelectorAll<HTMLElement>(`[data-move-shift="${id}"]`)];
    buttons.find((b) => b.getClientRects().length > 0)?.focus();
  });

/**
 * /dashboard/rota/list: the week planner. Desktop: one row per cleaner, one column per day; the office drags shifts
 * between cells (or uses "Move to…") and opens a new shift from an empty cell. Phones: one day at a time. The week and
 * the phone's day live in the URL.
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
  const dayParam = searchParams.get('day');
  const start = mondayOf(weekParam && DATE.test(weekParam) ? weekParam : undefined);
  const end = addDays(start, 6);
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(start, i)), [start]);
  const todayIso = new Date().toISOString().slice(0, 10);
  const day = dayParam && days.includes(dayParam) ? dayParam : days.includes(todayIso) ? todayIso : start;
  const shifts = useQuery(weekShiftsQuery(start, end));
  const cleaners = useQuery({
    ...usersQuery({ role: 'Cleaner', status: 'active', pageSize: 100, sortBy: 'name', sortOrder: 'asc' }),
    enabled: admin,
  });
  const leave = useQuery({
    ...leaveListQuery({ status: 'approved', startDate: start, endDate: end, pageSize: 100 }),
    enabled: user.role !== 'Client',
  });
  const dnd = useDndAdapter(admin);
  const move = useMoveShift();
  const [moving, setMoving] = useState<Shift | null>(null);
  const go = (week: string, d?: string) =>
    router.push(`${pathname}?week=${week}${d ? `&day=${d}` : ''}`, { scroll: false });

  /** A shift during approved leave is flagged: the planner and the leave list agree. */
  const isOnLeave = useCallback(
    (s: Shift) => (leave.data?.data ?? []).some((l) => shiftDuringLeave(s, l)),
    [leave.data],
  );
  const dayName = useCallback(
    (d: string) =>
      dateFormat(locale === 'en' ? 'en-GB' : locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        timeZone: 'UTC',
      }).format(new Date(`${d}T12:00:00Z`)),
    [locale],
  );
  const dayLabels = useMemo(() => days.map(dayName), [days, dayName]);

  // Rebuilt when the week's shifts change, but each cell's array is reused while its shifts are the same objects
  // (React Query keeps unchanged rows identical): a move re-renders the two cells it touches, not the whole week.
  const previousCells = useRef(new Map<string, readonly Shift[]>());
  const rows = useMemo(() => {
    const byCleaner = new Map<string, { id: string; name: string; days: Map<string, Shift[]> }>();
    for (const c of cleaners.data?.data ?? []) byCleaner.set(c.id, { id: c.id, name: c.name, days: new Map() });
    for (const s of shifts.data?.data ?? []) {
      const row = byCleaner.get(s.cleanerId) ?? {
        id: s.cleanerId,
        name: s.cleanerName ?? '—',
        days: new Map<string, Shift[]>(),
      };
      row.days.set(s.date, [...(row.days.get(s.date) ?? []), s]);
      byCleaner.set(s.cleanerId, row);
    }
    const cells = new Map<string, readonly Shift[]>();
    const result: PlannerRow[] = [...byCleaner.values()].map((row) => {
      const stable = new Map<string, readonly Shift[]>();
      for (const [date, list] of row.days) {
        const key = `${row.id}:${date}`;
        const before = previousCells.current.get(key);
        const same = before && before.length === list.length && before.every((s, i) => s === list[i]);
        cells.set(key, same ? before : list);
        stable.set(date, same ? before : list);
      }
      return { id: row.id, name: row.name, days: stable };
    });
    previousCells.current = cells;
    return result;
  }, [cleaners.data, shifts.data]);
  const people = useMemo(() => rows.map(({ id, name }) => ({ id, name })), [rows]);

  const moveShift = async (shift: Shift, cleanerId: string, date: string, refocus = false) => {
    if (shift.cleanerId === cleanerId && shift.date === date) return;
    const name = people.find((p) => p.id === cleanerId)?.name ?? shift.cleanerName ?? '';
    try {
      await move.mutateAsync({ id: shift.id, cleanerId, date, cleanerName: name });
      snackbar.success(t('moved', { name, date: dayName(date) }));
    } catch (error) {
      snackbar.error(error instanceof Error ? error.message : 'An unexpected error occurred');
    }
    if (refocus) focusShift(shift.id);
  };
  const shiftsById = useRef(new Map<string, Shift>());
  shiftsById.current = new Map((shifts.data?.data ?? []).map((s) => [s.id, s]));
  useDropMonitor(dnd, (shiftId, cleanerId, date) => {
    const shift = shiftsById.current.get(shiftId);
    if (shift) void moveShift(shift, cleanerId, date);
  });

  const weekLabel = t('weekOf', { from: formatDate(start, locale), to: formatDate(end, locale) });
  const cellProps = { admin, isOnLeave, onMoveRequest: setMoving };

  return (
    <DndContext.Provider value={dnd}>
      <PageHeader
        title={t('title')}
        crumbs={[{ label: t('title') }]}
        description={weekLabel}
        actions={
          admin ? (
            <>
              <CopyWeekButton weekStart={start} />
              <Link href="/dashboard/rota/new" className={buttonClass('primary')}>
                <Plus aria-hidden className="size-4" />
                {t('newShift')}
              </Link>
            </>
          ) : undefined
        }
      />
      {admin ? <LazyConflictsCard className="mb-4" /> : null}
      <div className="mb-4 flex flex-wrap items-end gap-2">
        <button
          type="button"
          className={buttonClass('secondary', '', 'icon')}
          onClick={() => go(addDays(start, -7))}
          aria-label={t('previousWeek')}
        >
          <ChevronLeft aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <div>
          <label htmlFor="rota-week" className="mb-1 block text-xs font-semibold text-ink-muted">
            {t('jumpTo')}
          </label>
          <input
            id="rota-week"
            type="date"
            value={start}
            onChange={(e) => e.target.value && go(mondayOf(e.target.value), e.target.value)}
            className="min-h-11 rounded border border-ink/25 bg-surface px-3 text-sm"
          />
        </div>
        <button
          type="button"
          className={buttonClass('secondary', '', 'icon')}
          onClick={() => go(addDays(start, 7))}
          aria-label={t('nextWeek')}
        >
          <ChevronRight aria-hidden className="size-5 rtl:rotate-180" />
        </button>
        <button type="button" className={buttonClass('ghost')} onClick={() => go(mondayOf())}>
          {t('thisWeek')}
        </button>
        {shifts.isFetching ? <Spinner label={t('loading')} /> : null}
      </div>
      {admin ? <p className="mb-3 hidden text-sm text-ink-muted md:block">{t('dragHint')}</p> : null}
      {shifts.isError ? (
        <p role="alert" className="rounded-card bg-danger-soft p-4 text-danger">
          {shifts.error.message}
        </p>
      ) : null}

      <WeekGrid
        rows={rows}
        days={days}
        dayLabels={dayLabels}
        label={weekLabel}
        loading={shifts.isPending}
        {...cellProps}
      />
      <DayView
        days={days}
        dayLabels={dayLabels}
        day={day}
        onDay={(d) => go(start, d)}
        shifts={shifts.data?.data ?? []}
        {...cellProps}
      />

      {moving ? (
        <MoveShiftDialog
          shift={moving}
          days={days}
          dayName={dayName}
          cleaners={people}
          onClose={() => setMoving(null)}
          onMove={(s, cleanerId, date) => void moveShift(s, cleanerId, date, true)}
        />
      ) : null}
    </DndContext.Provider>
  );
}
