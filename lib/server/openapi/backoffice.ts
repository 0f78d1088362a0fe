import { z } from 'zod';
import { listAuditSchema } from '@/lib/schemas/audit';
import { createCategorySchema, listCategoriesSchema, updateCategorySchema } from '@/lib/schemas/category';
import { createChatSchema, listChatThreadsSchema, markChatReadSchema, updateChatSchema } from '@/lib/schemas/chat';
import { clockInSchema, clockOutSchema, listClockSchema } from '@/lib/schemas/clocking';
import { idQuerySchema } from '@/lib/schemas/common';
import { createCompanySchema, listCompaniesSchema, updateCompanySchema } from '@/lib/schemas/company';
import { createEstimateSchema, listEstimatesSchema, respondEstimateSchema, updateEstimateSchema } from '@/lib/schemas/estimate';
import { createInvoiceSchema, listInvoicesSchema, updateInvoiceSchema } from '@/lib/schemas/invoice';
import { createJobSchema, createJobSignedSchema, jobIdQuerySchema, listJobsSchema, tickChecklistItemSchema, updateJobSchema, visitSummaryQuerySchema } from '@/lib/schemas/job';
import { createEnquiryNoteSchema } from '@/lib/schemas/enquiry';
import { listMailsSchema } from '@/lib/schemas/mail';
import { createLeaveSchema, listLeaveSchema, updateLeaveSchema } from '@/lib/schemas/leave';
import { copyWeekSchema, createRotaSchema, listRotasSchema, rotaClashesSchema, updateRotaSchema } from '@/lib/schemas/rota';
import { approveTimesheetSchema, createTimeEntrySchema, exportTimesheetsSchema, listTimesheetsSchema, timesheetWeekQuerySchema } from '@/lib/schemas/timesheet';
import { cancelVisitSchema, requestVisitSchema, rescheduleVisitSchema, visitSlotsQuerySchema } from '@/lib/schemas/visit-change';
import { createUserSchema, deleteUserSchema, downloadSchema, listUsersSchema, updateUserSchema } from '@/lib/schemas/user';
import { ADMIN_ROLES, CLIENT_ROLES, CLIENT_AND_ADMIN_ROLES, WORKFORCE_ROLES, SUPER_ADMIN_ROLES } from '@/lib/roles';
import type { Endpoint } from './types';

const file = z.file().describe('The file (multipart field `file`)');
const optionalUuid = z.uuid().optional();
const userUploadForm = z.object({ file, kind: z.enum(['certificate', 'profile']).default('profile'), userId: optionalUuid.describe('Attach the file to this user') });
const companyUploadForm = z.object({ file, companyId: optionalUuid.describe('Super Administrators: the company to set the logo on') });
const jobUploadForm = z.object({ file, jobId: optionalUuid });
const chatUploadForm = z.object({ file, jobId: z.uuid() });

/** Back-office endpoints: users, companies, categories, jobs, chat, invoices, estimates, rotas, clocking, timesheets, leave. */
export const backofficeEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/dashboard/overview', tag: 'Overview', summary: "The overview screen's figures for your role (office: enquiries, jobs by stage, unpaid and overdue invoices, clocked in, leave awaiting; Cleaner: today; Client: their home: upcoming visits with team and what they may change, invoices due, estimates waiting, last visits)", access: 'signed-in' },
  { method: 'POST', path: '/api/user/users', tag: 'Users', summary: 'Users of your company (all for Super Administrators), paged: { data, totalRecords }', access: ADMIN_ROLES, body: listUsersSchema },
  { method: 'POST', path: '/api/user/createUser', tag: 'Users', summary: 'Create a user (Administrators: Cleaner, Client or Administrator of their own company)', access: ADMIN_ROLES, body: createUserSchema, success: 201 },
  { method: 'PUT', path: '/api/user/updateUser', tag: 'Users', summary: 'Update a user; anyone may edit their own profile but not their own role, status or company', access: 'signed-in', body: updateUserSchema },
  { method: 'POST', path: '/api/user/deleteUser', tag: 'Users', summary: 'Delete a user of your company (never yourself)', access: ADMIN_ROLES, body: deleteUserSchema },
  { method: 'POST', path: '/api/user/upload', tag: 'Users', summary: 'Upload a certificate (private) or profile image; reply { dbPath }; with userId also attaches it', access: 'signed-in', body: userUploadForm, bodyType: 'multipart' },
  { method: 'POST', path: '/api/user/download', tag: 'Users', summary: 'Download a user file (profile image or certificate) you may see, by dbPath (multipart or JSON)', access: 'signed-in', body: downloadSchema, bodyType: 'multipart' },
  { method: 'GET', path: '/api/Company/Companies', tag: 'Companies', summary: 'Every company for Super Administrators; your own otherwise, paged and searchable: { data, totalRecords, totalPages }', access: 'signed-in', query: listCompaniesSchema },
  { method: 'GET', path: '/api/Company/GetCompanybyId', tag: 'Companies', summary: 'One company (your own unless Super Administrator)', access: 'signed-in', query: idQuerySchema },
  { method: 'POST', path: '/api/Company/CreateCompany', tag: 'Companies', summary: 'Create a company (Super Administrators)', access: SUPER_ADMIN_ROLES, body: createCompanySchema, success: 201 },
  { method: 'PUT', path: '/api/Company/UpdateCompany', tag: 'Companies', summary: 'Update a company (Administrators: their own)', access: ADMIN_ROLES, body: updateCompanySchema },
  { method: 'POST', path: '/api/Company/Upload', tag: 'Companies', summary: 'Upload a company logo (sets it on the company); reply { dbPath }', access: ADMIN_ROLES, body: companyUploadForm, bodyType: 'multipart' },
  { method: 'GET', path: '/api/category/categories', tag: 'Categories', summary: "Service categories (type 'Services') of your company: { data, totalRecords }", access: 'signed-in', query: listCategoriesSchema },
  { method: 'GET', path: '/api/category/getCategorybyId', tag: 'Categories', summary: 'One service category', access: 'signed-in', query: idQuerySchema },
  { method: 'POST', path: '/api/category/createCategory', tag: 'Categories', summary: 'Create a service category', access: ADMIN_ROLES, body: createCategorySchema, success: 201 },
  { method: 'PUT', path: '/api/category/updateCategory', tag: 'Categories', summary: 'Rename a service category', access: ADMIN_ROLES, body: updateCategorySchema },
  { method: 'DELETE', path: '/api/category/deleteCategory', tag: 'Categories', summary: 'Delete a service category', access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/job/jobs', tag: 'Jobs', summary: 'Jobs you may see (admins: the company; Cleaner: those they are on the team of; Client: own), searched, filtered (from/to: scheduled date; signOff: awaiting = not completed and its day has come, toInvoice = completed with no invoice past its draft, each with its draftInvoice for admins), sorted, paged (100 a page; up to 500 for a from–to range of at most 31 days): { data (each with your unreadCount of chat messages), totalRecords, totalPages, counts }', access: 'signed-in', body: listJobsSchema },
  { method: 'GET', path: '/api/Job/GetJobbyId', tag: 'Jobs', summary: 'One job you may see', access: 'signed-in', query: idQuerySchema },
  { method: 'POST', path: '/api/job/createjob', tag: 'Jobs', summary: 'Create a job (stage New 0 / Pending 1 / Incomplete 2 / Completed 3) with its date, start time, duration, team (teamIds, lead first) and checklist', access: ADMIN_ROLES, body: createJobSchema, success: 201 },
  { method: 'PUT', path: '/api/job/updatejob', tag: 'Jobs', summary: 'Update a job: schedule, team (teamIds, lead first = userAssigneeId), checklist (admins; a Cleaner on the team may only move its stage)', access: WORKFORCE_ROLES, body: updateJobSchema },
  { method: 'DELETE', path: '/api/job/deletejob', tag: 'Jobs', summary: 'Delete a job of your company', access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'PUT', path: '/api/Job/UpdateChecklistItem/{id}', tag: 'Jobs', summary: "Tick or untick an item of a job's checklist (the job's team and the company's admins; 409 once signed off)", access: WORKFORCE_ROLES, body: tickChecklistItemSchema },
  { method: 'GET', path: '/api/Job/GetVisitSummary', tag: 'Jobs', summary: 'A visit you may see, as its sign-off shows it: { jobId, checklist, checklistDone, photos (from its chat, newest first, at most 60), timeOnSite { minutes, firstIn, lastOut, people, onSiteNow } }', access: 'signed-in', query: visitSummaryQuerySchema },
  { method: 'GET', path: '/api/Job/GetCandidates/{id}', tag: 'Jobs', summary: "The company's active cleaners free at the job's date and time (no overlapping shift or job, no approved leave), not on its team: { scheduled, date, startTime, endTime, data, totalRecords }", access: ADMIN_ROLES },
  { method: 'POST', path: '/api/cron/run', tag: 'Scheduler', summary: "Scheduled work for a hosting platform's cron: the day-before job reminders and mail retries; idempotent. Authorization: Bearer CRON_SECRET (not a user token), 401 otherwise; GET does the same", access: 'public' },
  { method: 'GET', path: '/api/cron/run', tag: 'Scheduler', summary: 'The same as POST /api/cron/run, for crons that send GET (Vercel Cron)', access: 'public' },
  { method: 'POST', path: '/api/job/upload', tag: 'Jobs', summary: 'Upload a job image; reply { dbPath }', access: ADMIN_ROLES, body: jobUploadForm, bodyType: 'multipart' },
  { method: 'POST', path: '/api/JobSigned/CreateJobSigned', tag: 'Jobs', summary: 'Sign off a job (its Client or an admin); completes the job', access: CLIENT_AND_ADMIN_ROLES, body: createJobSignedSchema, success: 201 },
  { method: 'GET', path: '/api/JobSigned/GetJobSignedbyJob', tag: 'Jobs', summary: 'Sign-offs of a job you may see: { data, totalRecords }', access: 'signed-in', query: jobIdQuerySchema },
  { method: 'GET', path: '/api/JobSigned/GetJobSignedbyId', tag: 'Jobs', summary: 'One sign-off of a job you may see', access: 'signed-in', query: idQuerySchema },
  { method: 'GET', path: '/api/ChatBox/GetChatBoxbyJob', tag: 'Chat', summary: "A job's chat, oldest first (its client, assignee and company admins): { data, totalRecords }", access: 'signed-in', query: jobIdQuerySchema },
  { method: 'GET', path: '/api/ChatBox/GetThreads', tag: 'Chat', summary: 'Your job threads (jobs you may see that have messages), latest message first, with the count and the latest message: { data, totalRecords, totalPages }', access: 'signed-in', query: listChatThreadsSchema },
  { method: 'GET', path: '/api/ChatBox/GetChatBoxbyId', tag: 'Chat', summary: 'One chat message of a job you take part in', access: 'signed-in', query: idQuerySchema },
  { method: 'POST', path: '/api/ChatBox/CreateChatBox', tag: 'Chat', summary: 'Post a text or image message on a job you take part in', access: 'signed-in', body: createChatSchema, success: 201 },
  { method: 'PUT', path: '/api/ChatBox/UpdateChatBox/{id}', tag: 'Chat', summary: 'Edit your own message', access: 'signed-in', body: updateChatSchema },
  { method: 'DELETE', path: '/api/ChatBox/DeleteChatBox/{id}', tag: 'Chat', summary: 'Delete your own message', access: 'signed-in' },
  { method: 'POST', path: '/api/ChatBox/MarkRead', tag: 'Chat', summary: "Mark a job's chat read by you (opened), up to lastMessageId or now; unread counts in the job list and inbox drop: { jobId, lastReadAt, unreadCount }", access: 'signed-in', body: markChatReadSchema },
  { method: 'POST', path: '/api/ChatBox/Upload', tag: 'Chat', summary: 'Upload a chat image for a job you take part in (form field jobId); reply { dbPath }', access: 'signed-in', body: chatUploadForm, bodyType: 'multipart' },
  { method: 'POST', path: '/api/invoice/invoices', tag: 'Invoices', summary: 'Invoices (admins: the company; Client: their own, not drafts), searched, sorted, paged, with counts and totals per status as shown (pending past due = overdue): { data, totalRecords, totalPages, counts, totals }', access: CLIENT_AND_ADMIN_ROLES, body: listInvoicesSchema },
  { method: 'GET', path: '/api/invoice/getInvoicebyId', tag: 'Invoices', summary: 'One invoice you may see', access: CLIENT_AND_ADMIN_ROLES, query: idQuerySchema },
  { method: 'GET', path: '/api/invoice/pdf', tag: 'Invoices', summary: 'The invoice as a PDF download (application/pdf, attachment named after its number): admins of its company; its Client once it is sent', access: CLIENT_AND_ADMIN_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/invoice/createinvoice', tag: 'Invoices', summary: 'Create an invoice; number, due date (+15 days) and totals are set by the server', access: ADMIN_ROLES, body: createInvoiceSchema, success: 201 },
  { method: 'PUT', path: '/api/invoice/updateInvoice', tag: 'Invoices', summary: 'Update an invoice; totals are recomputed from the items', access: ADMIN_ROLES, body: updateInvoiceSchema },
  { method: 'DELETE', path: '/api/invoice/deleteInvoice', tag: 'Invoices', summary: 'Delete a draft invoice', access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/Estimate/Estimates', tag: 'Estimates', summary: "Estimates of service (your company's; a Client's own once sent), searchable and sortable: { data, totalPages, totalRecords, counts }", access: CLIENT_AND_ADMIN_ROLES, body: listEstimatesSchema },
  { method: 'GET', path: '/api/Estimate/GetEstimatebyId', tag: 'Estimates', summary: 'One estimate (a Client: their own, once sent)', access: CLIENT_AND_ADMIN_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/Estimate/RespondEstimate', tag: 'Estimates', summary: 'The Client a sent estimate is made out to accepts (creating the job) or declines it', access: CLIENT_ROLES, body: respondEstimateSchema },
  { method: 'POST', path: '/api/Estimate/CreateEstimate', tag: 'Estimates', summary: 'Create an estimate from an enquiry or from scratch; totals set by the server', access: ADMIN_ROLES, body: createEstimateSchema, success: 201 },
  { method: 'PUT', path: '/api/Estimate/UpdateEstimate', tag: 'Estimates', summary: 'Update an estimate; accepting it creates a job', access: ADMIN_ROLES, body: updateEstimateSchema },
  { method: 'DELETE', path: '/api/Estimate/DeleteEstimate', tag: 'Estimates', summary: 'Delete an estimate that is not accepted', access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'GET', path: '/api/rota/rotas', tag: 'Rota', summary: 'Shifts between startDate and endDate (admins: the company; Cleaner: own); also /api/Rota/Rotas', access: WORKFORCE_ROLES, query: listRotasSchema },
  { method: 'POST', path: '/api/rota/createrota', tag: 'Rota', summary: 'Create a shift (cleaner, job or site, date, start and end time)', access: ADMIN_ROLES, body: createRotaSchema, success: 201 },
  { method: 'PUT', path: '/api/rota/UpdateRota', tag: 'Rota', summary: 'Update a shift', access: ADMIN_ROLES, body: updateRotaSchema },
  { method: 'GET', path: '/api/Rota/Details', tag: 'Rota', summary: 'One shift (alternative endpoint)', access: WORKFORCE_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/Rota/Create', tag: 'Rota', summary: 'Create a shift (alternative endpoint)', access: ADMIN_ROLES, body: createRotaSchema, success: 201 },
  { method: 'PUT', path: '/api/Rota/Update', tag: 'Rota', summary: 'Update a shift (alternative endpoint)', access: ADMIN_ROLES, body: updateRotaSchema },
  { method: 'DELETE', path: '/api/Rota/Delete', tag: 'Rota', summary: 'Delete a shift (alternative endpoint)', access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/Rota/CopyWeek', tag: 'Rota', summary: "Copy a week's shifts (Monday fromWeekStart) to the same days of another week in one transaction, skipping shifts that would overlap another or fall during approved leave: { created, skipped }", access: ADMIN_ROLES, body: copyWeekSchema },
  { method: 'GET', path: '/api/Rota/Clashes', tag: 'Rota', summary: "What a planned shift would clash with before it is saved: overlapping shifts of the cleaner (refused on save), approved leave and a shift over 12 hours (flagged): { clashes }", access: ADMIN_ROLES, query: rotaClashesSchema },
  { method: 'GET', path: '/api/ClockInAndOut/ClockInAndOuts', tag: 'Clocking', summary: 'Clock records between startDate and endDate (admins: company; Cleaner: own; Client: visits to their jobs)', access: 'signed-in', query: listClockSchema },
  { method: 'GET', path: '/api/ClockInAndOut/GetClockInAndOutbyId', tag: 'Clocking', summary: 'One clock record you may see', access: 'signed-in', query: idQuerySchema },
  { method: 'POST', path: '/api/ClockInAndOut/CreateClockInAndOut', tag: 'Clocking', summary: 'Clock in (one open record per user: a second is 409)', access: WORKFORCE_ROLES, body: clockInSchema, success: 201 },
  { method: 'PUT', path: '/api/ClockInAndOut/UpdateClockInAndOut', tag: 'Clocking', summary: 'Clock out (out after in); admins may correct times', access: WORKFORCE_ROLES, body: clockOutSchema },
  { method: 'DELETE', path: '/api/ClockInAndOut/DeleteClockInAndOut', tag: 'Clocking', summary: 'Delete a clock record of your company', access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/timesheet/timesheets', tag: 'Timesheets', summary: 'Timesheets for a period: scheduled, worked and approved hours per cleaner, paged: { data, totalRecords }', access: WORKFORCE_ROLES, body: listTimesheetsSchema },
  { method: 'PUT', path: '/api/timesheet/approve', tag: 'Timesheets', summary: "Approve a cleaner's hours for a period", access: ADMIN_ROLES, body: approveTimesheetSchema },
  { method: 'GET', path: '/api/timesheet/export', tag: 'Timesheets', summary: 'Payroll CSV (UTF-8, DD/MM/YYYY) of the approved timesheets of exactly startDate–endDate: one row per cleaner per day, then a total row per cleaner', access: ADMIN_ROLES, query: exportTimesheetsSchema },
  { method: 'GET', path: '/api/timesheet/week', tag: 'Timesheets', summary: "One cleaner's week (a timesheet id, or {userId}_{date}): per day the planned shifts and the clock records with flags and late/early marks, and the approval", access: ADMIN_ROLES, query: timesheetWeekQuerySchema },
  { method: 'POST', path: '/api/timesheet/createTimeEntry', tag: 'Timesheets', summary: 'The office adds a missing clock record for a cleaner (London times on one day, a reason); 409 when the week is approved or the entry overlaps another record', access: ADMIN_ROLES, body: createTimeEntrySchema },
  { method: 'GET', path: '/api/timesheet/getTimesheetbyId', tag: 'Timesheets', summary: 'One approved timesheet', access: WORKFORCE_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/leaveTaken/leaveTakens', tag: 'Leave', summary: 'Leave overlapping startDate–endDate (admins: the company; Cleaner: own), paged: { data, totalRecords }', access: WORKFORCE_ROLES, body: listLeaveSchema },
  { method: 'POST', path: '/api/leaveTaken/createleaveTaken', tag: 'Leave', summary: 'Request leave (overlapping leave for the same person is 409)', access: WORKFORCE_ROLES, body: createLeaveSchema, success: 201 },
  { method: 'GET', path: '/api/leaveTaken/createleaveTaken', tag: 'Leave', summary: 'One leave by id (the spec fetches by id from the create path)', access: WORKFORCE_ROLES, query: idQuerySchema },
  { method: 'PUT', path: '/api/leaveTaken/updateleaveTaken', tag: 'Leave', summary: 'Edit leave; admins approve or reject it', access: WORKFORCE_ROLES, body: updateLeaveSchema },
  { method: 'DELETE', path: '/api/leaveTaken/deleteleaveTaken', tag: 'Leave', summary: 'Withdraw a pending request (admins: delete any of the company)', access: WORKFORCE_ROLES, query: idQuerySchema },
  { method: 'GET', path: '/api/audit/auditLogs', tag: 'Audit', summary: 'The audit trail, read-only (Administrators: their company; Super Administrators: all), paged, searchable, sortable: { data, totalRecords, totalPages }', access: ADMIN_ROLES, query: listAuditSchema },
  { method: 'GET', path: '/api/health', tag: 'Meta', summary: 'Health check for the hosting platform: 200 { status: "ok" } when the database answers, 503 otherwise', access: 'public' },
  { method: 'GET', path: '/api/openapi.json', tag: 'Meta', summary: 'This OpenAPI 3.1 document, generated from the endpoint registries', access: 'public' },
  { method: 'GET', path: '/api/Mail/Mails', tag: 'Mail', summary: "The mail outbox (your company's mail; every mail for Super Administrators), searched by recipient or subject, by status (waiting, sent, failed, stored), sorted, paged: { data, totalRecords, totalPages, counts }", access: ADMIN_ROLES, query: listMailsSchema },
  { method: 'GET', path: '/api/Mail/GetMailById/{id}', tag: 'Mail', summary: 'One mail of the outbox with its text', access: ADMIN_ROLES },
  { method: 'POST', path: '/api/Mail/RetryMail/{id}', tag: 'Mail', summary: 'Queue a failed mail again and start sending it (409 unless it failed)', access: ADMIN_ROLES },
  { method: 'GET', path: '/api/Enquiry/EnquiryHistory', tag: 'Enquiries', summary: "An enquiry's status changes (who, when) and the office's notes, oldest first: { data }", access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/Enquiry/CreateEnquiryNote', tag: 'Enquiries', summary: 'Add a note of the office to an enquiry of your company: 201 with the note', access: ADMIN_ROLES, body: createEnquiryNoteSchema, success: 201 },
  { method: 'GET', path: '/api/visit/slots', tag: 'Client visits', summary: "Free times (the online booking's slot engine) to move one of your visits ('one'), it and the rest of its series ('series'), or book another like it ('again'): { durationMinutes, teamSize, days: [{ date, times }] }; 409 with a reason when the visit can no longer change", access: CLIENT_ROLES, query: visitSlotsQuerySchema },
  { method: 'POST', path: '/api/visit/reschedule', tag: 'Client visits', summary: 'Move one of your visits, or it and the rest of its series, to a free time: { moved }; 409 slot_taken { slots } when the time was taken meanwhile, 409 visit_locked { reason } when the visit has started', access: CLIENT_ROLES, body: rescheduleVisitSchema },
  { method: 'POST', path: '/api/visit/cancel', tag: 'Client visits', summary: "Cancel one of your visits under the company's notice rule, agreeing to the fee shown (confirmFeePence): { id, feePence, invoiceId }; 409 fee_changed { feePence } or visit_locked { reason }", access: CLIENT_ROLES, body: cancelVisitSchema },
  { method: 'POST', path: '/api/visit/request', tag: 'Client visits', summary: 'Ask for another visit like one of yours at a free time; it waits for the office to confirm: 201 { jobId, status: requested }; 409 slot_taken { slots }', access: CLIENT_ROLES, body: requestVisitSchema, success: 201 },
];
