import { z } from 'zod';
import { listAuditSchema } from '@/lib/schemas/audit';
import { createCategorySchema, listCategoriesSchema, updateCategorySchema } from '@/lib/schemas/category';
import { createChatSchema, listChatThreadsSchema, markChatReadSchema, updateChatSchema } from '@/lib/schemas/chat';
import { clockInSchema, clockOutSchema, listClockSchema } from '@/lib/schemas/clocking';
import { idQuerySchema } from '@/lib/schemas/common';
import { bookingSettingsQuerySchema, updateBookingSettingsSchema } from '@/lib/schemas/booking-settings';
import { createCompanySchema, listCompaniesSchema, updateCompanySchema } from '@/lib/schemas/company';
import { addTerritorySchema, listTerritoriesSchema, removeTerritorySchema } from '@/lib/schemas/territory';
import { createEstimateSchema, listEstimatesSchema, respondEstimateSchema, updateEstimateSchema } from '@/lib/schemas/estimate';
import { createInvoiceSchema, listInvoicesSchema, updateInvoiceSchema } from '@/lib/schemas/invoice';
import { createJobSchema, createJobSignedSchema, jobIdQuerySchema, listJobsSchema, tickChecklistItemSchema, updateJobSchema, visitSummaryQuerySchema } from '@/lib/schemas/job';
import { createEnquiryNoteSchema } from '@/lib/schemas/enquiry';
import { bookingSlotsQuerySchema, confirmBookingSchema, declineBookingSchema, moveBookingSchema } from '@/lib/schemas/online-booking';
import { listMailsSchema } from '@/lib/schemas/mail';
import { onMyWaySchema } from '@/lib/schemas/on-my-way';
import { createRatingSchema, listTestimonialsSchema, publishTestimonialSchema } from '@/lib/schemas/rating';
import { createLeaveSchema, listLeaveSchema, updateLeaveSchema } from '@/lib/schemas/leave';
import { copyWeekSchema, createRotaSchema, listRotasSchema, rotaClashesSchema, updateRotaSchema } from '@/lib/schemas/rota';
import { approveTimesheetSchema, createTimeEntrySchema, exportTimesheetsSchema, listTimesheetsSchema, timesheetWeekQuerySchema } from '@/lib/schemas/timesheet';
import { cancelVisitSchema, requestVisitSchema, rescheduleVisitSchema, visitSlotsQuerySchema } from '@/lib/schemas/visit-change';
import { createUserSchema, deleteUserSchema, downloadSchema, listUsersSchema, updateUserSchema } from '@/lib/schemas/user';
import { ADMIN_ROLES, CLEANER_ROLES, CLIENT_ROLES, CLIENT_AND_ADMIN_ROLES, WORKFORCE_ROLES, SUPER_ADMIN_ROLES } from '@/lib/roles';
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
  { method: 'GET', path: '/api/Company/Territories', tag: 'Companies', summary: 'Postcode districts and the company covering each (Administrators: their own company; Super Administrators: every company, or one by companyId), searched, sorted, paged: { data, totalRecords, totalPages }', access: ADMIN_ROLES, query: listTerritoriesSchema },
  { method: 'POST', path: '/api/Company/AddTerritory', tag: 'Companies', summary: "Add a postcode district (outward code, e.g. NR1) to your company (Super Administrators: companyId); 201, or 200 when it is already yours; 409 naming the company that covers it", access: ADMIN_ROLES, body: addTerritorySchema, success: 201 },
  { method: 'DELETE', path: '/api/Company/RemoveTerritory', tag: 'Companies', summary: "Stop covering a postcode district (your company's; Super Administrators: any); 404 when nobody covers it", access: ADMIN_ROLES, query: removeTerritorySchema },
  { method: 'GET', path: '/api/Company/BookingSettings', tag: 'Companies', summary: "A company's online booking settings, extras, frequency discounts, minimum charge, cancellation terms and every service's price rule, amounts in pence (Administrators: their own; Super Administrators: companyId)", access: ADMIN_ROLES, query: bookingSettingsQuerySchema },
  { method: 'PUT', path: '/api/Company/UpdateBookingSettings', tag: 'Companies', summary: "Replace a company's online booking settings and price rules (pence); services left out of rules are not offered online", access: ADMIN_ROLES, body: updateBookingSettingsSchema },
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
  { method: 'POST', path: '/api/Job/ConfirmBooking', tag: 'Jobs', summary: "Confirm an online booking of your company: a requested one takes its slot if a team is still free then (409 slot_taken otherwise); idempotent; 409 for a declined one or an office job", access: ADMIN_ROLES, body: confirmBookingSchema },
  { method: 'POST', path: '/api/Job/MoveBooking', tag: 'Jobs', summary: 'Move an online booking to another date and start time with a free team (409 slot_taken otherwise); the move confirms it', access: ADMIN_ROLES, body: moveBookingSchema },
  { method: 'POST', path: '/api/Job/DeclineBooking', tag: 'Jobs', summary: "Decline an online booking: booking status 'declined', team removed (the slot is free), the customer e-mailed through the outbox; the job stays as the record", access: ADMIN_ROLES, body: declineBookingSchema },
  { method: 'GET', path: '/api/Job/BookingSlots', tag: 'Jobs', summary: "Free start times to move an online booking to, per day from `from` (the booking's own time left out): { durationMinutes, teamSize, days: [{ date, times }] }", access: ADMIN_ROLES, query: bookingSlotsQuerySchema },
  { method: 'POST', path: '/api/job/onmyway', tag: 'Jobs', summary: "A Cleaner on the visit's team tells its Client the team is on its way: e-mail, and a text when a provider is configured: { jobId, sentAt, email, text: sent | off | no-mobile | failed }; 409 when signed off, without a client or the client opted out; 429 within 15 minutes of the last", access: CLEANER_ROLES, body: onMyWaySchema },
  { method: 'POST', path: '/api/rating/createrating', tag: 'Ratings', summary: "The job's Client rates a completed, signed-off visit once: { jobId, rating 1–5, comment, testimonialConsent (kept only with a 5 and a comment) }; 409 before sign-off or when already rated", access: CLIENT_ROLES, body: createRatingSchema, success: 201 },
  { method: 'GET', path: '/api/rating/getratingbyjob', tag: 'Ratings', summary: 'A visible job\'s rating (null when none) and canRate (its Client, signed off, not yet rated)', access: 'signed-in', query: jobIdQuerySchema },
  { method: 'POST', path: '/api/rating/testimonials', tag: 'Ratings', summary: 'The company\'s 5-star ratings given with consent, to publish on the public carousel; tabs offered / published: { data, totalRecords, totalPages, counts }', access: ADMIN_ROLES, body: listTestimonialsSchema },
  { method: 'PUT', path: '/api/rating/publishtestimonial', tag: 'Ratings', summary: 'Show (published: true) or hide a testimonial on the public carousel (first name and town only)', access: ADMIN_ROLES, body: publishTestimonialSchema },
  { method: 'GET', path: '/api/calendar/{token}', tag: 'Calendar', summary: "A user's private calendar feed (text/calendar, RFC 5545; the path ends in .ics): a Cleaner's shifts and visits, a Client's visits, an Administrator's company visits. No session; an unknown, revoked, banned or deleted user's token is 404", access: 'public' },
  { method: 'GET', path: '/api/calendar/feed', tag: 'Calendar', summary: 'Your own calendar subscription address: { active, url, webcalUrl, createdAt }', access: 'signed-in' },
  { method: 'POST', path: '/api/calendar/feed', tag: 'Calendar', summary: 'A new calendar subscription address for you; the previous one answers 404 from now on', access: 'signed-in' },
  { method: 'DELETE', path: '/api/calendar/feed', tag: 'Calendar', summary: 'Revoke your calendar subscription address (404 from now on)', access: 'signed-in' },
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
