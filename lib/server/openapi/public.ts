import { z } from 'zod';
import { ADMIN_ROLES } from '@/lib/roles';
import { autocompleteQuerySchema } from '@/lib/schemas/address';
import { bookInputSchema, bookingInputSchema, coverageQuerySchema, slotsInputSchema } from '@/lib/schemas/booking';
import { createBlogSchema, listBlogsQuerySchema, listBlogsSchema, updateBlogSchema } from '@/lib/schemas/blog';
import { idQuerySchema, paginationSchema } from '@/lib/schemas/common';
import { createEnquirySchema, listEnquiriesSchema, updateEnquirySchema } from '@/lib/schemas/enquiry';
import { createFranchiseSchema, listFranchisesSchema, updateFranchiseSchema } from '@/lib/schemas/franchise';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@/lib/schemas/password';
import type { Endpoint } from './types';

const fileForm = (what: string) => z.object({ file: z.file().describe(`${what} (multipart field \`file\`)`) });

/** Endpoints used by the public site: enquiries, applications, newsletter, franchise requests, blogs, uploads, mail flows. */
export const publicEndpoints: Endpoint[] = [
  // Enquiries and job applications
  { method: 'POST', path: '/api/Enquiry/CreateEnquiry', tag: 'Enquiries', summary: "Store a public enquiry or job application (category 'career' with cvLink); idempotent on the client's id: { success, id }", access: 'public', body: createEnquirySchema },
  { method: 'POST', path: '/api/enquiry/uploadCv', tag: 'Enquiries', summary: 'Upload an applicant CV: PDF by content, at most 5 MB, rate-limited per address; 201 { dbPath }', access: 'public', body: fileForm('The CV, a PDF'), bodyType: 'multipart', success: 201 },
  { method: 'POST', path: '/api/enquiry/enquiries', tag: 'Enquiries', summary: "Your company's enquiries and applications, newest first unless sorted; search, status and category filters: { data, totalRecords, totalPages, counts }", access: ADMIN_ROLES, body: listEnquiriesSchema },
  { method: 'GET', path: '/api/Enquiry/getenquirybyid', tag: 'Enquiries', summary: 'One enquiry of your company', access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'PUT', path: '/api/enquiry/updateenquiry', tag: 'Enquiries', summary: 'Status (new/contacted/estimated/converted/closed), linked job, autofill, estimate services, contact fields', access: ADMIN_ROLES, body: updateEnquirySchema },
  { method: 'DELETE', path: '/api/enquiry/deleteenquiry', tag: 'Enquiries', summary: "Delete an enquiry (and an application's CV)", access: ADMIN_ROLES, query: idQuerySchema },
  // Online booking (issue 28)
  { method: 'GET', path: '/api/booking/coverage', tag: 'Booking', summary: 'The office covering a postcode and what it offers online: { covered: true, postcode, district, company, mode, services, extras, frequencies, horizonDays, vat } or { covered: false, postcode, district }', access: 'public', query: coverageQuerySchema },
  { method: 'POST', path: '/api/booking/quote', tag: 'Booking', summary: 'The price from the covering office\'s rules: { currencySymbol, lines, discountPence, minimumApplied, netPence, vatPence, totalPence, durationMinutes, teamSize }', access: 'public', body: bookingInputSchema },
  { method: 'POST', path: '/api/booking/slots', tag: 'Booking', summary: 'Free start times per day (a team on the rota, not on leave, not on another job ± the travel buffer): { durationMinutes, teamSize, days: [{ date, times }] }', access: 'public', body: slotsInputSchema },
  { method: 'POST', path: '/api/booking/book', tag: 'Booking', summary: "Book a slot, idempotent on the client's id, rate-limited per address: 201 { jobId, status, date, startTime, totalPence }; 409 { code: 'slot_taken', slots } or { code: 'price_changed', quote }", access: 'public', body: bookInputSchema, success: 201 },
  // Newsletter
  { method: 'POST', path: '/api/Auth/emailSubcription', tag: 'Newsletter', summary: "Newsletter sign-up, no body: { message } ('Subscribed successfully!' or 'You are already subscribed.')", access: 'public', query: newsletterSchema },
  { method: 'GET', path: '/api/newsletter/subscribers', tag: 'Newsletter', summary: 'Newsletter subscribers (head-office staff): { data, totalRecords }', access: ADMIN_ROLES, query: paginationSchema },
  { method: 'DELETE', path: '/api/newsletter/deleteSubscriber', tag: 'Newsletter', summary: 'Remove an address from the newsletter list (head-office staff)', access: ADMIN_ROLES, query: idQuerySchema },
  // Franchise requests
  { method: 'POST', path: '/api/franchise/createFranchise', tag: 'Franchise', summary: "Franchise information-pack request; idempotent on the client's id: { success, id }", access: 'public', body: createFranchiseSchema },
  { method: 'GET', path: '/api/franchise/franchises', tag: 'Franchise', summary: "Your company's franchise requests, newest first unless sorted; search and status filter: { data, totalRecords, totalPages, counts }", access: ADMIN_ROLES, query: listFranchisesSchema },
  { method: 'GET', path: '/api/franchise/getfranchisebyid', tag: 'Franchise', summary: 'One franchise request of your company', access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'PUT', path: '/api/franchise/updateFranchise', tag: 'Franchise', summary: 'Status (new/contacted/info-pack-sent/closed), notes and form fields', access: ADMIN_ROLES, body: updateFranchiseSchema },
  { method: 'DELETE', path: '/api/franchise/deleteFranchise', tag: 'Franchise', summary: 'Delete a franchise request', access: ADMIN_ROLES, query: idQuerySchema },
  // Blogs and job posts
  { method: 'POST', path: '/api/Blog/Blogs', tag: 'Blogs', summary: 'Published posts, optionally by category or keyword (admins: includeDrafts): { data, totalPages, totalRecords }', access: 'public', query: listBlogsQuerySchema, body: listBlogsSchema },
  { method: 'GET', path: '/api/Blog/GetBlogbyId', tag: 'Blogs', summary: "One published post (a draft only for its company's admins)", access: 'public', query: idQuerySchema },
  { method: 'POST', path: '/api/Blog/CreateBlog', tag: 'Blogs', summary: 'Create a blog or job post; HTML is sanitised; public pages are regenerated', access: ADMIN_ROLES, body: createBlogSchema },
  { method: 'PUT', path: '/api/Blog/UpdateBlog', tag: 'Blogs', summary: "Edit, publish or unpublish a post of your company's", access: ADMIN_ROLES, body: updateBlogSchema },
  { method: 'DELETE', path: '/api/Blog/DeleteBlog', tag: 'Blogs', summary: "Delete a post of your company's", access: ADMIN_ROLES, query: idQuerySchema },
  { method: 'POST', path: '/api/Blog/Upload', tag: 'Blogs', summary: 'Upload a post image (PNG, JPEG or WebP by content, at most 8 MB): 201 { dbPath }', access: ADMIN_ROLES, body: fileForm('The image'), bodyType: 'multipart', success: 201 },
  // Password flows
  { method: 'POST', path: '/api/auth/forgotPassword', tag: 'Auth', summary: 'Mail a single-use, one-hour reset link; always 200 (no account enumeration)', access: 'public', body: forgotPasswordSchema },
  { method: 'POST', path: '/api/auth/resetPassword', tag: 'Auth', summary: "Choose a new password with the emailed token (spaces read as '+'); 400 when invalid, used or expired", access: 'public', body: resetPasswordSchema },
  { method: 'POST', path: '/api/auth/changePassword', tag: 'Auth', summary: 'Change your own password (current password checked); ends every other session and token and answers a fresh accessToken', access: 'signed-in', body: changePasswordSchema },
  // Files and other services
  { method: 'GET', path: '/api/files/{path}', tag: 'Files', summary: 'A stored upload by dbPath: public images cached for a year; CVs and certificates only to staff of the owning company', access: 'public' },
  { method: 'GET', path: '/api/autocomplete/{term}', tag: 'Address lookup', summary: 'UK address suggestions via the server: { suggestions: [{ address, id }] }; empty when not configured or on upstream failure', access: 'public', query: autocompleteQuerySchema },
];
