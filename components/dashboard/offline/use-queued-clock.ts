'use client';

import { useOffline } from './offline-context';

export type QueuedClock = { state: 'in'; since: string; id: string } | { state: 'out' } | null;

/**
 * The clock as the phone's queue leaves it: the last clock-in or clock-out waiting to be sent wins over what the
 * server (or its cached answer) last said. null when no clock change waits.
 */
export function useQueuedClock(): QueuedClock {
  const offline = useOffline();
  const last = offline?.waiting.findLast((c) => c.kind === 'clockIn' || c.kind === 'clockOut');
  if (!last) return null;
  return last.kind === 'clockIn' ? { state: 'in', since: last.createdAt, id: last.id } : { state: 'out' };
}
