'use client';

import { clsx } from 'clsx';
import { MoveRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { memo, useRef } from 'react';
import type { Shift } from '@/lib/rota/hooks';
import { isLongShift } from '@/lib/rota/clashes';
import { useDraggableShift } from './rota-dnd';

type Props = {
  shift: Shift;
  editable: boolean;
  showName?: boolean;
  onLeave?: boolean;
  onMoveRequest?: (shift: Shift) => void;
};

/**
 * One shift in the planner: time, flags, site or job and notes. The office opens it to edit, drags it to another cell
 * or uses its "Move to…" button (keyboards and screen readers).
 */
export const ShiftBlock = memo(function ShiftBlock({ shift, editable, showName, onLeave, onMoveRequest }: Props) {
  const t = useTranslations('dashboardRota');
  const ref = useRef<HTMLDivElement>(null);
  const dragging = useDraggableShift(ref, shift.id);
  const time = `${shift.startTime}–${shift.endTime}`;
  const body = (
    <>
      <span className="block font-bold tabular-nums">{time}</span>
      {onLeave ? (
        <span className="mt-0.5 inline-block rounded bg-danger-soft px-1 font-bold text-danger">{t('onLeave')}</span>
      ) : null}
      {isLongShift(shift) ? (
        <span className="mt-0.5 inline-block rounded bg-warning-soft px-1 font-bold text-warning">
          {t('longShift')}
        </span>
      ) : null}
      {showName ? <span className="block font-semibold">{shift.cleanerName}</span> : null}
      <span dir="auto" className="block truncate">
        {shift.jobTitle ?? shift.site ?? ''}
      </span>
      {shift.notes ? (
        <span dir="auto" className="block truncate text-ink-muted">
          {shift.notes}
        </span>
      ) : null}
    </>
  );
  return (
    <div
      ref={ref}
      className={clsx(
        'flex items-start rounded border-s-4 border-brand-700 bg-brand-700/10 text-xs text-ink',
        editable && 'cursor-grab',
        dragging && 'opacity-40',
      )}
    >
      {editable ? (
        <Link
          href={`/dashboard/rota/${shift.id}/edit`}
          draggable={false}
          prefetch={false}
          className="min-w-0 flex-1 px-2 py-1 text-start hover:bg-brand-700/10"
          aria-label={t('editShift', { name: shift.cleanerName ?? '', time })}
        >
          {body}
        </Link>
      ) : (
        <div className="min-w-0 flex-1 px-2 py-1">{body}</div>
      )}
      {editable && onMoveRequest ? (
        <button
          type="button"
          data-move-shift={shift.id}
          onClick={() => onMoveRequest(shift)}
          title={t('moveTo')}
          aria-label={t('moveShift', { name: shift.cleanerName ?? '', time })}
          className="m-0.5 grid size-7 shrink-0 place-items-center rounded text-brand-700 hover:bg-brand-700/20 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          <MoveRight aria-hidden className="size-4 rtl:rotate-180" />
        </button>
      ) : null}
    </div>
  );
});
