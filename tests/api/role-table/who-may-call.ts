// Who may call each endpoint, written by hand from SPEC §6 (menus by role), the issues that added each feature and
// what the product is for, NOT read from the declarations' `access`: the role table compares the product with this.
// A new endpoint fails the walk until someone writes here who may call it.

export type Caller = 'anonymous' | 'Cleaner' | 'Client' | 'Administrator' | 'Super Administrator';

const anonymous = 'anonymous' as const;
const Cleaner = 'Cleaner' as const;
const Client = 'Client' as const;
const Admin = 'Administrator' as const;
const Super = 'Super Administrator' as const;

/** Visitors and everyone signed in. */
const EVERYONE: Caller[] = [anonymous, Cleaner, Client, Admin, Super];
/** Any signed-in person. */
const SIGNED_IN: Caller[] = [Cleaner, Client, Admin, Super];
/** The office (SPEC §6: enquiries, franchises, rota, blogs, estimates, users, invoices' management). */
const OFFICE: Caller[] = [Admin, Super];
/** The people who work: cleaners and the office (leave, timesheets, rota reading). */
const WORKFORCE: Caller[] = [Cleaner, Admin, Super];
/** Clients and the office (invoices, estimates and ratings a Client answers). */
const CLIENTS_AND_OFFICE: Caller[] = [Client, Admin, Super];
/** Nobody with a user's session: the scheduler answers only to its own secret. */
const NOBODY: Caller[] = [];

export const WHO_MAY_CALL: Record<string, Caller[]> = {
  // The public site: address lookup of the booking form, signing in and up, blog, booking, forms, health.
  'GET /api/autocomplete/{term}': EVERYONE,
  // Who changed what: the office's trail.
  'GET /api/audit/auditLogs': OFFICE,
  'POST /api/auth/login': EVERYONE,
  'POST /api/auth/register': EVERYONE,
  'POST /api/auth/verifyEmail': EVERYONE,
  'POST /api/auth/forgotPassword': EVERYONE,
  'POST /api/auth/resetPassword': EVERYONE,
  'GET /api/auth/sessionEnded': EVERYONE,
  'POST /api/auth/signOutEverywhere': SIGNED_IN,
  'POST /api/auth/changePassword': SIGNED_IN,
  'POST /api/Blog/Blogs': EVERYONE,
  'GET /api/Blog/GetBlogbyId': EVERYONE,
  'POST /api/Blog/CreateBlog': OFFICE,
  'PUT /api/Blog/UpdateBlog': OFFICE,
  'DELETE /api/Blog/DeleteBlog': OFFICE,
  'POST /api/Blog/Upload': OFFICE,
  'GET /api/booking/coverage': EVERYONE,
  'POST /api/booking/quote': EVERYONE,
  'POST /api/booking/slots': EVERYONE,
  'POST /api/booking/book': EVERYONE,
  // The office confirms, moves or declines an online booking and sets the booking rules.
  'POST /api/Job/ConfirmBooking': OFFICE,
  'POST /api/Job/MoveBooking': OFFICE,
  'POST /api/Job/DeclineBooking': OFFICE,
  'GET /api/Job/BookingSlots': OFFICE,
  'GET /api/Company/BookingSettings': OFFICE,
  'PUT /api/Company/UpdateBookingSettings': OFFICE,
  // A calendar feed is read by a calendar app with its secret address; anyone signed in manages their own.
  'GET /api/calendar/{token}': EVERYONE,
  'GET /api/calendar/feed': SIGNED_IN,
  'POST /api/calendar/feed': SIGNED_IN,
  'DELETE /api/calendar/feed': SIGNED_IN,
  // Service categories are the office's list; anyone signed in reads the names jobs are filed under.
  'GET /api/category/categories': SIGNED_IN,
  'GET /api/category/getCategorybyId': SIGNED_IN,
  'POST /api/category/createCategory': OFFICE,
  'PUT /api/category/updateCategory': OFFICE,
  'DELETE /api/category/deleteCategory': OFFICE,
  // A job's chat is between its client, its team and the office (SPEC §6: Cleaners and Clients see jobs).
  'GET /api/ChatBox/GetChatBoxbyJob': SIGNED_IN,
  'GET /api/ChatBox/GetThreads': SIGNED_IN,
  'GET /api/ChatBox/GetChatBoxbyId': SIGNED_IN,
  'POST /api/ChatBox/CreateChatBox': SIGNED_IN,
  'PUT /api/ChatBox/UpdateChatBox/{id}': SIGNED_IN,
  'DELETE /api/ChatBox/DeleteChatBox/{id}': SIGNED_IN,
  'POST /api/ChatBox/MarkRead': SIGNED_IN,
  'POST /api/ChatBox/Upload': SIGNED_IN,
  // Clocking: every role sees the clocking entry (SPEC §6); a Client sees the visits to their jobs, only staff clock.
  'GET /api/ClockInAndOut/ClockInAndOuts': SIGNED_IN,
  'GET /api/ClockInAndOut/GetClockInAndOutbyId': SIGNED_IN,
  'POST /api/ClockInAndOut/CreateClockInAndOut': WORKFORCE,
  'PUT /api/ClockInAndOut/UpdateClockInAndOut': WORKFORCE,
  'DELETE /api/ClockInAndOut/DeleteClockInAndOut': OFFICE,
  // Companies: every role sees its own company (SPEC §6 overview: the company entry); the office edits it and draws
  // the areas it serves; only a Super Administrator creates companies.
  'GET /api/Company/Companies': SIGNED_IN,
  'GET /api/Company/GetCompanybyId': SIGNED_IN,
  'POST /api/Company/CreateCompany': [Super],
  'PUT /api/Company/UpdateCompany': OFFICE,
  'POST /api/Company/Upload': OFFICE,
  'GET /api/Company/Territories': OFFICE,
  'POST /api/Company/AddTerritory': OFFICE,
  'DELETE /api/Company/RemoveTerritory': OFFICE,
  // Enquiries and job applications: visitors send them, the office reads them (SPEC §6).
  'POST /api/Enquiry/CreateEnquiry': EVERYONE,
  'POST /api/enquiry/uploadCv': EVERYONE,
  'POST /api/enquiry/enquiries': OFFICE,
  'GET /api/Enquiry/getenquirybyid': OFFICE,
  'PUT /api/enquiry/updateenquiry': OFFICE,
  'DELETE /api/enquiry/deleteenquiry': OFFICE,
  'GET /api/Enquiry/EnquiryHistory': OFFICE,
  'POST /api/Enquiry/CreateEnquiryNote': OFFICE,
  // Estimates: the office writes them; the Client reads and answers their own.
  'POST /api/Estimate/Estimates': CLIENTS_AND_OFFICE,
  'GET /api/Estimate/GetEstimatebyId': CLIENTS_AND_OFFICE,
  'POST /api/Estimate/RespondEstimate': [Client],
  'POST /api/Estimate/CreateEstimate': OFFICE,
  'PUT /api/Estimate/UpdateEstimate': OFFICE,
  'DELETE /api/Estimate/DeleteEstimate': OFFICE,
  // Public images are public; private files (CVs, certificates) are checked per file by the service.
  'GET /api/files/{...path}': EVERYONE,
  'POST /api/franchise/createFranchise': EVERYONE,
  'GET /api/franchise/franchises': OFFICE,
  'GET /api/franchise/getfranchisebyid': OFFICE,
  'PUT /api/franchise/updateFranchise': OFFICE,
  'DELETE /api/franchise/deleteFranchise': OFFICE,
  // Invoices: the office manages them (SPEC §6); a Client reads and pays their own (issue 29/30).
  'POST /api/invoice/invoices': CLIENTS_AND_OFFICE,
  'GET /api/invoice/getInvoicebyId': CLIENTS_AND_OFFICE,
  'GET /api/invoice/pdf': CLIENTS_AND_OFFICE,
  'POST /api/invoice/createinvoice': OFFICE,
  'PUT /api/invoice/updateInvoice': OFFICE,
  'DELETE /api/invoice/deleteInvoice': OFFICE,
  // Jobs: Cleaners and Clients see theirs (SPEC §6); the office plans them; the team moves its job's stage, ticks
  // the checklist and, the cleaner on the road, says it is on its way. Job images are the office's (the chat has its own).
  'POST /api/job/jobs': SIGNED_IN,
  'GET /api/Job/GetJobbyId': SIGNED_IN,
  'POST /api/job/createjob': OFFICE,
  'PUT /api/job/updatejob': WORKFORCE,
  'DELETE /api/job/deletejob': OFFICE,
  'PUT /api/Job/UpdateChecklistItem/{id}': WORKFORCE,
  'GET /api/Job/GetVisitSummary': SIGNED_IN,
  'GET /api/Job/GetCandidates/{id}': OFFICE,
  'POST /api/job/onmyway': [Cleaner],
  'POST /api/job/upload': OFFICE,
  // Leave: hidden for Clients (SPEC §6).
  'POST /api/leaveTaken/leaveTakens': WORKFORCE,
  'POST /api/leaveTaken/createleaveTaken': WORKFORCE,
  'GET /api/leaveTaken/createleaveTaken': WORKFORCE,
  'PUT /api/leaveTaken/updateleaveTaken': WORKFORCE,
  'DELETE /api/leaveTaken/deleteleaveTaken': WORKFORCE,
  // The mail outbox and the newsletter list are the office's.
  'GET /api/Mail/Mails': OFFICE,
  'GET /api/Mail/GetMailById/{id}': OFFICE,
  'POST /api/Mail/RetryMail/{id}': OFFICE,
  'GET /api/health': EVERYONE,
  'GET /api/openapi.json': EVERYONE,
  'GET /api/newsletter/subscribers': OFFICE,
  'DELETE /api/newsletter/deleteSubscriber': OFFICE,
  'POST /api/Auth/emailSubcription': EVERYONE,
  'GET /api/dashboard/overview': SIGNED_IN,
  // Payments: a Client pays their invoice; the provider's webhook and the test page need no session.
  'POST /api/payment/checkout': [Client],
  // The office reads its checkouts (issue 36): clients see their invoices, not the attempts list.
  'GET /api/payment/attempts': OFFICE,
  'POST /api/payment/webhook': EVERYONE,
  'GET /api/payment/testsession': EVERYONE,
  'POST /api/payment/testcomplete': EVERYONE,
  // Ratings: a Client rates their visit; the office publishes testimonials.
  'POST /api/rating/createrating': [Client],
  'GET /api/rating/getratingbyjob': SIGNED_IN,
  'POST /api/rating/testimonials': OFFICE,
  'PUT /api/rating/publishtestimonial': OFFICE,
  // The rota is the office's (SPEC §6); a Cleaner reads their own shifts.
  'GET /api/rota/rotas': WORKFORCE,
  'POST /api/rota/createrota': OFFICE,
  'PUT /api/rota/UpdateRota': OFFICE,
  'GET /api/Rota/Details': WORKFORCE,
  'POST /api/Rota/Create': OFFICE,
  'PUT /api/Rota/Update': OFFICE,
  'DELETE /api/Rota/Delete': OFFICE,
  'POST /api/Rota/CopyWeek': OFFICE,
  'GET /api/Rota/Clashes': OFFICE,
  'POST /api/cron/run': NOBODY,
  'GET /api/cron/run': NOBODY,
  // Sign-off: the client signs their visit off (the office may record it for them, or the client signs on the
  // Cleaner's phone, issue 39); all three read it.
  'POST /api/JobSigned/CreateJobSigned': SIGNED_IN,
  'GET /api/JobSigned/GetJobSignedbyJob': SIGNED_IN,
  'GET /api/JobSigned/GetJobSignedbyId': SIGNED_IN,
  // Timesheets: cleaners' hours for payroll; a Cleaner sees their own line, the office approves (issue 36 item 7).
  'POST /api/timesheet/timesheets': WORKFORCE,
  'PUT /api/timesheet/approve': OFFICE,
  'GET /api/timesheet/export': OFFICE,
  'GET /api/timesheet/week': OFFICE,
  'POST /api/timesheet/createTimeEntry': OFFICE,
  'GET /api/timesheet/getTimesheetbyId': WORKFORCE,
  // Users: the office manages people (SPEC §6); everyone reads and edits their own profile.
  'GET /api/user/getUserById': SIGNED_IN,
  'POST /api/user/users': OFFICE,
  'POST /api/user/createUser': OFFICE,
  'PUT /api/user/updateUser': SIGNED_IN,
  'POST /api/user/deleteUser': OFFICE,
  'POST /api/user/upload': SIGNED_IN,
  'POST /api/user/download': SIGNED_IN,
  // A Client's own visits (issue 29).
  'GET /api/visit/slots': [Client],
  'POST /api/visit/reschedule': [Client],
  'POST /api/visit/cancel': [Client],
  'POST /api/visit/request': [Client],
  // A cleaner's own calendars, which the office may also connect for a cleaner without a smartphone; conflicts with
  // booked visits are the office's to see (issue 37).
  'GET /api/availability/calendars': WORKFORCE,
  'POST /api/availability/calendars': WORKFORCE,
  'DELETE /api/availability/calendars': WORKFORCE,
  'GET /api/availability/conflicts': OFFICE,
  // The network is the head office's: its overview, territories, royalty terms, and statements it corrects and marks
  // paid; each office's administrators see (and download) their own statements (issue 38).
  'GET /api/network/overview': [Super],
  'GET /api/network/overview/csv': [Super],
  'GET /api/network/territories': [Super],
  'GET /api/network/terms': [Super],
  'POST /api/network/terms': [Super],
  'POST /api/network/statements': OFFICE,
  'GET /api/network/statement': OFFICE,
  'GET /api/network/statement/pdf': OFFICE,
  'GET /api/network/statement/csv': OFFICE,
  'POST /api/network/statement/markpaid': [Super],
  'POST /api/network/statement/correct': [Super],
  // Opening a franchise office (from a lead) is the head office's alone (issue 38).
  'GET /api/network/offices/overlaps': [Super],
  'POST /api/network/offices': [Super],
};
