import type { Change } from './changes';

/**
 * What a send's answer means for the queue:
 * - sent: stored (or already stored: the server is idempotent per client id), remove it;
 * - dropped: a tick on a task the office removed (404), removed with a note: the office's change wins;
 * - refused: the server will not take it as it is (400, 403, 404, 409...), kept aside with the reason, never
 *   retried on its own, and the items behind it go on;
 * - retry: no answer or a busy server (0, 429, 502, 503, 504), stop here and back off, keeping the order;
 * - ended: the session is over (401), stop syncing.
 */
export type Outcome = 'sent' | 'dropped' | 'refused' | 'retry' | 'ended';

const BUSY = new Set([0, 408, 429, 502, 503, 504]);

export function outcomeOf(change: Pick<Change, 'kind'>, status: number): Outcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 401) return 'ended';
  if (BUSY.has(status)) return 'retry';
  if (status === 404 && change.kind === 'tick') return 'dropped';
  return 'refused';
}

/** Wait before the next attempt after `failures` busy answers in a row: 2 s doubling to 1 min, with some jitter. */
export function backoffDelay(failures: number, random = Math.random) {
  const base = Math.min(60_000, 2_000 * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}
