// What a Client may do to one of their visits (issue 29): reschedule, cancel (under the company's notice rule) or ask
// for another. Client-safe and free of zod and Intl: the services decide with it, and the Client's home shows the same
// answer before the Client asks, so the screen never offers what the server would refuse.
import { londonParts } from '@/lib/london-clock';
import { JOB_STAGE } from '@/lib/jobs/rules';

/** The default: a visit can be cancelled free of charge until 48 hours before it starts. */
export const DEFAULT_NOTICE_HOURS = 48;

/** Why a visit can no longer be changed by its Client (message keys under `dashboardClientHome.blocked`). */
export const CHANGE_BLOCKS = ['cancelled', 'completed', 'started', 'clockedIn', 'passed', 'unscheduled'] as const;
export type ChangeBlock = (typeof CHANGE_BLOCKS)[number];

export type VisitState = {
  scheduledDate: string | null;
  startTime: string | null;
  stage: number;
  /** A team member has clocked in against the visit. */
  clockedIn: boolean;
  cancelledAt: Date | string | null;
};
export type NoticeRule = { noticeHours: number; feePence: number };

export type ChangeTerms =
  | { blocked: ChangeBlock }
  | { blocked: null; startsAt: Date; insideNotice: boolean; feePence: number; freeUntil: Date };

const offsetMinutes = (instant: number) => {
  const p = londonParts(new Date(instant));
  return (Date.UTC(p.year, p.month, p.day, p.hour, p.minute, p.second) - instant) / 60_000;
};

/**
 * The instant a London wall-clock time happens. In the October hour that happens twice the first (summer time) is
 * meant; a time the March change skips (01:30) is read in summer time, an hour before 02:30 BST.
 */
export function londonInstant(date: string, time = '00:00'): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const summer = wall - 60 * 60_000;
  if (offsetMinutes(summer) === 60) return new Date(summer);
  return new Date(wall - offsetMinutes(wall) * 60_000);
}

/**
 * Whether a Client may still move or cancel a visit, and on what terms. A visit is out of their hands once it is
 * cancelled, completed, beyond Pending (the team has started), clocked in against, or its start time has passed; a
 * visit without a date is for the office to arrange. Notice is measured in real hours up to the start, so across a
 * clock change "48 hours before" is 47 or 49 hours on the wall clock. Exactly the notice before the start is still free.
 */
export function changeTerms(visit: VisitState, rule: NoticeRule, now = new Date()): ChangeTerms {
  if (visit.cancelledAt) return { blocked: 'cancelled' };
  if (visit.stage >= JOB_STAGE.completed) return { blocked: 'completed' };
  if (visit.stage > JOB_STAGE.pending) return { blocked: 'started' };
  if (visit.clockedIn) return { blocked: 'clockedIn' };
  if (!visit.scheduledDate) return { blocked: 'unscheduled' };
  const startsAt = londonInstant(visit.scheduledDate, visit.startTime ?? '00:00');
  if (startsAt.getTime() <= now.getTime()) return { blocked: 'passed' };
  const freeUntil = new Date(startsAt.getTime() - rule.noticeHours * 3_600_000);
  const insideNotice = now.getTime() > freeUntil.getTime();
  return { blocked: null, startsAt, insideNotice, feePence: insideNotice ? rule.feePence : 0, freeUntil };
}
