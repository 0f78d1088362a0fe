import 'server-only';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { jobs, users } from '@/lib/server/db/schema';
import { fullName } from '@/lib/server/auth/access';
import type { ChecklistItem, TeamMember } from './team';

// A job row joined with its client's and lead's names, and the job as the API answers it: one shape for every read
// (queries.ts) and for the visit times the work screens compare (work.ts).

const client = alias(users, 'job_client');
const assignee = alias(users, 'job_assignee');

const jobColumns = {
  job: jobs,
  clientFirst: client.firstName,
  clientLast: client.lastName,
  assigneeFirst: assignee.firstName,
  assigneeLast: assignee.lastName,
};

export type JobRow = typeof jobs.$inferSelect;
export type JoinedJob = {
  job: JobRow;
  clientFirst: string | null;
  clientLast: string | null;
  assigneeFirst: string | null;
  assigneeLast: string | null;
};

/** `'HH:MM'` plus minutes, capped at the end of the day ('24:00'). */
export function endOfVisit(startTime: string | null, durationMinutes: number | null): string | null {
  if (!startTime) return null;
  const [h, m] = startTime.split(':').map(Number) as [number, number];
  const end = Math.min(h * 60 + m + (durationMinutes ?? 60), 24 * 60);
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

/** A job as SPEC §3 names its fields, with its schedule, team (lead first) and checklist. */
export function toJob(r: JoinedJob, team: TeamMember[] = [], checklist: ChecklistItem[] = [], unreadCount = 0) {
  const userAssigneeName = fullName(r.assigneeFirst, r.assigneeLast);
  return {
    id: r.job.id,
    companyId: r.job.companyId,
    title: r.job.title,
    userClientId: r.job.clientId,
    userClientName: fullName(r.clientFirst, r.clientLast),
    userAssigneeId: r.job.assigneeId,
    userAssigneeName,
    assignedTo: userAssigneeName,
    description: r.job.description,
    location: r.job.location,
    service: r.job.service,
    jobImagePath: r.job.imagePath,
    stage: r.job.stage,
    scheduledDate: r.job.scheduledDate,
    startTime: r.job.startTime,
    durationMinutes: r.job.durationMinutes,
    endTime: endOfVisit(r.job.startTime, r.job.durationMinutes),
    teamIds: team.map((m) => m.id),
    team,
    checklist,
    checklistDone: checklist.filter((i) => i.done).length,
    seriesId: r.job.seriesId,
    /** Chat messages from others since the caller last opened this job's chat. */
    unreadCount,
    /** 'office' or 'online'; an online job's booking state, agreed price (pence) and repeat rule. */
    source: r.job.source,
    bookingStatus: r.job.bookingStatus,
    pricePence: r.job.pricePence,
    repeat: r.job.repeat,
    siteLatitude: r.job.siteLatitude,
    siteLongitude: r.job.siteLongitude,
    createdAt: r.job.createdAt,
    updatedAt: r.job.updatedAt,
  };
}

export const joined = (db: Db) =>
  db
    .select(jobColumns)
    .from(jobs)
    .leftJoin(client, eq(client.id, jobs.clientId))
    .leftJoin(assignee, eq(assignee.id, jobs.assigneeId));
