import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  createEnquiryNoteSchema,
  createEnquirySchema,
  listEnquiriesSchema,
  updateEnquirySchema,
} from '@/lib/schemas/enquiry';
import { uploadBodyLimit } from '@/lib/server/storage';
import * as api from '@/lib/api/endpoints/enquiry';
import { serverHalf } from './define';
import { uploadForm } from './forms';

export const enquiry = serverHalf(api, 'Enquiries', {
  create: {
    contract: '/api/Enquiry/CreateEnquiry',
    access: 'public',
    body: createEnquirySchema,
    summary:
      "Store a public enquiry or job application (category 'career' with cvLink); idempotent on the client's id: { success, id }",
  },
  uploadCv: {
    contract: '/api/enquiry/uploadCv',
    access: 'public',
    form: uploadForm('The CV, a PDF'),
    accepts: ['multipart'],
    maxBodyBytes: uploadBodyLimit('cv'),
    success: 201,
    summary: 'Upload an applicant CV: PDF by content, at most 5 MB, rate-limited per address; 201 { dbPath }',
  },
  list: {
    access: ADMIN_ROLES,
    body: listEnquiriesSchema,
    summary:
      "Your company's enquiries and applications, newest first unless sorted; search, status and category filters: { data, totalRecords, totalPages, counts }",
  },
  get: {
    contract: '/api/Enquiry/getenquirybyid',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'One enquiry of your company',
  },
  update: {
    access: ADMIN_ROLES,
    body: updateEnquirySchema,
    summary:
      'Status (new/contacted/estimated/converted/closed), linked job, autofill, estimate services, contact fields',
  },
  remove: { access: ADMIN_ROLES, query: idQuerySchema, summary: "Delete an enquiry (and an application's CV)" },
  history: {
    contract: '/api/Enquiry/EnquiryHistory',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: "An enquiry's status changes (who, when) and the office's notes, oldest first: { data }",
  },
  addNote: {
    contract: '/api/Enquiry/CreateEnquiryNote',
    access: ADMIN_ROLES,
    body: createEnquiryNoteSchema,
    success: 201,
    summary: 'Add a note of the office to an enquiry of your company: 201 with the note',
  },
});
