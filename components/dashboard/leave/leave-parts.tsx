'use client';

import type { Leave } from '@/lib/api-client/leave';

export const LEAVE_TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const satisfies Record<Leave['status'], string>;

const DAY = 86_400_000;
const dayNumber = (iso: string) => Math.round(Date.parse(`${iso}T00:00:00Z`) / DAY);

/** Calendar days from first to last day, both included; clipped to [from, to] when given. */
export function leaveDays(startDate: string, endDate: string, from?: string, to?: string) {
  const start = Math.max(dayNumber(startDate), from ? dayNumber(from) : -Infinity);
  const end = Math.min(dayNumber(endDate), to ? dayNumber(to) : Infinity);
  return Math.max(0, end - start + 1);
}

/** Approved days within the current calendar year. */
export function daysTakenThisYear(rows: Pick<Leave, 'startDate' | 'endDate' | 'status'>[], year = new Date().getUTCFullYear()) {
  return rows.filter((l) => l.status === 'approved').reduce((sum, l) => sum + leaveDays(l.startDate, l.endDate, `${year}-01-01`, `${year}-12-31`), 0);
}
