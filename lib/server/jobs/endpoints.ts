import 'server-only';
import { ADMIN_ROLES, CLEANER_ROLES, WORKFORCE_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  createJobSchema,
  listJobsSchema,
  tickChecklistItemSchema,
  updateJobSchema,
  visitSummaryQuerySchema,
  jobItemParamsSchema,
} from '@/lib/jobs/schemas';
import { onMyWaySchema } from '@/lib/jobs/on-my-way-schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { uploadForm } from '@/lib/server/http/upload-form';
import { getVisitSummary } from '@/lib/server/jobs/visit-summary';
import { tickChecklistItem, listCandidates } from '@/lib/server/jobs/work';
import { listJobs, getJob } from '@/lib/server/jobs/queries';
import { createJob, updateJob, deleteJob } from '@/lib/server/jobs/service';
import { sendOnMyWay } from '@/lib/server/jobs/on-my-way';
import { uploadJobImage } from '@/lib/server/files/uploads';
import { configuredSmsSender } from '@/lib/server/sms';
import { uploadBodyLimit } from '@/lib/server/storage';
import { z } from 'zod';

export const jobsEndpoints = endpoints('Jobs', {
  'POST /api/job/jobs': endpoint({
    access: 'signed-in',
    body: listJobsSchema,
    summary:
      'Jobs you may see (admins: the company; Cleaner: those they are on the team of; Client: own), searched, filtered (from/to: scheduled date; signOff: awaiting = not completed and its day has come, toInvoice = completed with no invoice past its draft, each with its draftInvoice for admins), sorted, paged (100 a page; up to 500 for a from–to range of at most 31 days): { data (each with your unreadCount of chat messages), totalRecords, totalPages, counts }',
    handler: async ({ db, actor, body }) => listJobs(db, actor, body),
  }),
  'GET /api/Job/GetJobbyId': endpoint({
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One job you may see',
    handler: async ({ db, actor, query }) => getJob(db, actor, query.id),
  }),
  'POST /api/job/createjob': endpoint({
    access: ADMIN_ROLES,
    body: createJobSchema,
    success: 201,
    summary:
      'Create a job (stage New 0 / Pending 1 / Incomplete 2 / Completed 3) with its date, start time, duration, team (teamIds, lead first) and checklist',
    handler: async ({ db, actor, body }) => await createJob(db, actor, body),
  }),
  'PUT /api/job/updatejob': endpoint({
    access: WORKFORCE_ROLES,
    body: updateJobSchema,
    summary:
      'Update a job: schedule, team (teamIds, lead first = userAssigneeId), checklist (admins; a Cleaner on the team may only move its stage)',
    handler: async ({ db, actor, body }) => updateJob(db, actor, body),
  }),
  'DELETE /api/job/deletejob': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a job of your company',
    handler: async ({ db, actor, query }) => deleteJob(db, actor, query.id),
  }),
  'PUT /api/Job/UpdateChecklistItem/{id}': endpoint({
    access: WORKFORCE_ROLES,
    body: tickChecklistItemSchema,
    summary:
      "Tick or untick an item of a job's checklist (the job's team and the company's admins; 409 once signed off)",
    handler: async ({ db, actor, body, params }) =>
      tickChecklistItem(db, actor, jobItemParamsSchema.parse(params).id, body),
  }),
  'GET /api/Job/GetVisitSummary': endpoint({
    access: 'signed-in',
    query: visitSummaryQuerySchema,
    summary:
      'A visit you may see, as its sign-off shows it: { jobId, checklist, checklistDone, photos (from its chat, newest first, at most 60), timeOnSite { minutes, firstIn, lastOut, people, onSiteNow } }',
    handler: async ({ db, actor, query }) => getVisitSummary(db, actor, query.jobId),
  }),
  'GET /api/Job/GetCandidates/{id}': endpoint({
    access: ADMIN_ROLES,
    summary:
      "The company's active cleaners free at the job's date and time (no overlapping shift or job, no approved leave), not on its team: { scheduled, date, startTime, endTime, data, totalRecords }",
    handler: async ({ db, actor, params }) => listCandidates(db, actor, jobItemParamsSchema.parse(params).id),
  }),
  'POST /api/job/onmyway': endpoint({
    access: CLEANER_ROLES,
    body: onMyWaySchema,
    summary:
      "A Cleaner on the visit's team tells its Client the team is on its way: e-mail, and a text when a provider is configured: { jobId, sentAt, email, text: sent | off | no-mobile | failed }; 409 when signed off, without a client or the client opted out; 429 within 15 minutes of the last",
    handler: async ({ db, actor, body }) => sendOnMyWay(db, actor, body.jobId, configuredSmsSender()),
  }),
  'POST /api/job/upload': endpoint({
    access: ADMIN_ROLES,
    form: uploadForm('The image', { jobId: z.uuid().optional() }),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('image'),
    summary: 'Upload a job image; reply { dbPath }',
    handler: async ({ db, actor, req }) => uploadJobImage(db, actor, req, 'image'),
  }),
});
