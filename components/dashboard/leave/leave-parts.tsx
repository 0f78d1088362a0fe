'use client';

import type { Leave } from '@/lib/leave/hooks';

export { daysTakenThisYear, leaveDays } from '@/lib/leave/days';

export const LEAVE_TONES = { pending: 'warning', approved: 'success', rejected: 'danger' } as const satisfies Record<
  Leave['status'],
  string
>;
