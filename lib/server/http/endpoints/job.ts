import 'server-only';
import { ADMIN_ROLES, CLEANER_ROLES, WORKFORCE_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  createJobSchema,
  listJobsSchema,
  tickChecklistItemSchema,
  updateJobSchema,
  visitSummaryQuerySchema,
} from '@/lib/schemas/job';
import { onMyWaySchema } from '@/lib/schemas/on-my-way';
import {
  bookingSlotsQuerySchema,
  confirmBookingSchema,
  declineBookingSchema,
  moveBookingSchema,
} from '@/lib/schemas/online-booking';
import { uploadBodyLimit } from '@/lib/server/storage';
import { z } from 'zod';
import * as api from '@/lib/api/endpoints/job';
import { serverHalf } from './define';
import { uploadForm } from './forms';

export const job = serverHalf(api, 'Jobs', {
  list: {
    access: 'signed-in',
    body: listJobsSchema,
    summary:
      'Jobs you may see (admins: the company; Cleaner: those they are on the team of; Client: own), searched, filtered (from/to: scheduled date; signOff: awaiting = not completed and its day has come, toInvoice = completed with no invoice past its draft, each with its draftInvoice for admins), sorted, paged (100 a page; up to 500 for a from–to range of at most 31 days): { data (each with your unreadCount of chat messages), totalRecords, totalPages, counts }',
  },
  get: { contract: '/api/Job/GetJobbyId', access: 'signed-in', query: idQuerySchema, summary: 'One job you may see' },
  create: {
    access: ADMIN_ROLES,
    body: createJobSchema,
    success: 201,
    summary:
      'Create a job (stage New 0 / Pending 1 / Incomplete 2 / Completed 3) with its date, start time, duration, team (teamIds, lead first) and checklist',
  },
  update: {
    access: WORKFORCE_ROLES,
    body: updateJobSchema,
    summary:
      'Update a job: schedule, team (teamIds, lead first = userAssigneeId), checklist (admins; a Cleaner on the team may only move its stage)',
  },
  remove: { access: ADMIN_ROLES, query: idQuerySchema, summary: 'Delete a job of your company' },
  tickChecklistItem: {
    contract: '/api/Job/UpdateChecklistItem/{id}',
    access: WORKFORCE_ROLES,
    body: tickChecklistItemSchema,
    summary:
      "Tick or untick an item of a job's checklist (the job's team and the company's admins; 409 once signed off)",
  },
  visitSummary: {
    contract: '/api/Job/GetVisitSummary',
    access: 'signed-in',
    query: visitSummaryQuerySchema,
    summary:
      'A visit you may see, as its sign-off shows it: { jobId, checklist, checklistDone, photos (from its chat, newest first, at most 60), timeOnSite { minutes, firstIn, lastOut, people, onSiteNow } }',
  },
  candidates: {
    contract: '/api/Job/GetCandidates/{id}',
    access: ADMIN_ROLES,
    summary:
      "The company's active cleaners free at the job's date and time (no overlapping shift or job, no approved leave), not on its team: { scheduled, date, startTime, endTime, data, totalRecords }",
  },
  confirmBooking: {
    contract: '/api/Job/ConfirmBooking',
    access: ADMIN_ROLES,
    body: confirmBookingSchema,
    summary:
      'Confirm an online booking of your company: a requested one takes its slot if a team is still free then (409 slot_taken otherwise); idempotent; 409 for a declined one or an office job',
  },
  moveBooking: {
    contract: '/api/Job/MoveBooking',
    access: ADMIN_ROLES,
    body: moveBookingSchema,
    summary:
      'Move an online booking to another date and start time with a free team (409 slot_taken otherwise); the move confirms it',
  },
  declineBooking: {
    contract: '/api/Job/DeclineBooking',
    access: ADMIN_ROLES,
    body: declineBookingSchema,
    summary:
      "Decline an online booking: booking status 'declined', team removed (the slot is free), the customer e-mailed through the outbox; the job stays as the record",
  },
  bookingSlots: {
    contract: '/api/Job/BookingSlots',
    access: ADMIN_ROLES,
    query: bookingSlotsQuerySchema,
    summary:
      "Free start times to move an online booking to, per day from `from` (the booking's own time left out): { durationMinutes, teamSize, days: [{ date, times }] }",
  },
  onMyWay: {
    access: CLEANER_ROLES,
    body: onMyWaySchema,
    summary:
      "A Cleaner on the visit's team tells its Client the team is on its way: e-mail, and a text when a provider is configured: { jobId, sentAt, email, text: sent | off | no-mobile | failed }; 409 when signed off, without a client or the client opted out; 429 within 15 minutes of the last",
  },
  upload: {
    access: ADMIN_ROLES,
    form: uploadForm('The image', { jobId: z.uuid().optional() }),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('image'),
    summary: 'Upload a job image; reply { dbPath }',
  },
});
