import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  createEnquiryNoteSchema,
  createEnquirySchema,
  listEnquiriesSchema,
  updateEnquirySchema,
} from '@/lib/enquiries/schemas';
import { endpoint, endpoints, json } from '@/lib/server/http/endpoint';
import { uploadForm } from '@/lib/server/http/upload-form';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import {
  createEnquiry,
  listEnquiries,
  getEnquiryById,
  updateEnquiry,
  deleteEnquiry,
} from '@/lib/server/enquiries/service';
import { enquiryHistory, addEnquiryNote } from '@/lib/server/enquiries/events';
import { uploadBodyLimit, readUploadedFile, saveUpload } from '@/lib/server/storage';

const LIMIT = {
  name: 'upload-cv',
  limit: 12,
  windowMs: 10 * 60 * 1000,
  message: 'Too many uploads. Please try again in a few minutes.',
};

export const enquiriesEndpoints = endpoints('Enquiries', {
  'POST /api/Enquiry/CreateEnquiry': endpoint({
    access: 'public',
    body: createEnquirySchema,
    summary:
      "Store a public enquiry or job application (category 'career' with cvLink); idempotent on the client's id: { success, id }",
    handler: async ({ db, body }) => createEnquiry(db, body),
  }),
  'POST /api/enquiry/uploadCv': endpoint({
    access: 'public',
    form: uploadForm('The CV, a PDF'),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('cv'),
    success: 201,
    summary: 'Upload an applicant CV: PDF by content, at most 5 MB, rate-limited per address; 201 { dbPath }',
    handler: async ({ req, db, actor }) => {
      await enforceRateLimit(db, req, LIMIT);
      const file = await readUploadedFile(req, 'cv');
      const saved = await saveUpload(db, { kind: 'cv', file, uploadedBy: actor?.id ?? null });
      return json({ dbPath: saved.dbPath }, { status: 201, headers: { 'Cache-Control': 'no-store' } });
    },
  }),
  'POST /api/enquiry/enquiries': endpoint({
    access: ADMIN_ROLES,
    body: listEnquiriesSchema,
    summary:
      "Your company's enquiries and applications, newest first unless sorted; search, status and category filters: { data, totalRecords, totalPages, counts }",
    handler: async ({ db, actor, body }) => listEnquiries(db, actor, body),
  }),
  'GET /api/Enquiry/getenquirybyid': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'One enquiry of your company',
    handler: async ({ db, actor, query }) => getEnquiryById(db, actor, query.id),
  }),
  'PUT /api/enquiry/updateenquiry': endpoint({
    access: ADMIN_ROLES,
    body: updateEnquirySchema,
    summary:
      'Status (new/contacted/estimated/converted/closed), linked job, autofill, estimate services, contact fields',
    handler: async ({ db, actor, body }) => updateEnquiry(db, actor, body),
  }),
  'DELETE /api/enquiry/deleteenquiry': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: "Delete an enquiry (and an application's CV)",
    handler: async ({ db, actor, query }) => deleteEnquiry(db, actor, query.id),
  }),
  'GET /api/Enquiry/EnquiryHistory': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: "An enquiry's status changes (who, when) and the office's notes, oldest first: { data }",
    handler: async ({ db, actor, query }) => enquiryHistory(db, actor, query.id),
  }),
  'POST /api/Enquiry/CreateEnquiryNote': endpoint({
    access: ADMIN_ROLES,
    body: createEnquiryNoteSchema,
    success: 201,
    summary: 'Add a note of the office to an enquiry of your company: 201 with the note',
    handler: async ({ db, actor, body }) => await addEnquiryNote(db, actor, body),
  }),
});
