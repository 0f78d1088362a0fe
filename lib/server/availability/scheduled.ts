import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { queueConflictNotices } from './conflicts';
import { queueFailureNotices } from './notices';
import { refreshDueCalendars } from './read';

/**
 * The scheduled part of the feature: read the calendars that are due, then tell the office what needs telling. A
 * failure here is logged and reported as such, never let through to stop the reminders and mail around it.
 */
export async function runAvailabilityWork(db: Db, now: Date) {
  try {
    const read = await refreshDueCalendars(db, now);
    const failureNotices = await queueFailureNotices(db, now);
    const conflictNotices = await queueConflictNotices(db);
    return { ...read, failureNotices, conflictNotices };
  } catch (error) {
    console.error('[scheduler] calendars failed', error instanceof Error ? error.message : 'unknown error');
    return { read: 0, notModified: 0, failed: 0, failureNotices: 0, conflictNotices: 0, error: true };
  }
}
