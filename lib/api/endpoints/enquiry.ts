import type { z } from 'zod';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { createEnquiryNoteSchema, createEnquirySchema, listEnquiriesSchema, updateEnquirySchema } from '@/lib/schemas/enquiry';
import type { createEnquiry, deleteEnquiry, getEnquiryById, listEnquiries, updateEnquiry } from '@/lib/server/services/enquiries';
import type { addEnquiryNote, enquiryHistory } from '@/lib/server/services/enquiry-events';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const create = 'POST /api/enquiry/createenquiry' as Endpoint<{ json: z.input<typeof createEnquirySchema> }, ApiResult<typeof createEnquiry>>;
export const uploadCv = 'POST /api/enquiry/uploadcv' as Endpoint<{}, unknown>;
export const list = 'POST /api/enquiry/enquiries' as Endpoint<{ json: z.input<typeof listEnquiriesSchema> }, ApiResult<typeof listEnquiries>>;
export const get = 'GET /api/enquiry/getenquirybyid' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getEnquiryById>>;
export const update = 'PUT /api/enquiry/updateenquiry' as Endpoint<{ json: z.input<typeof updateEnquirySchema> }, ApiResult<typeof updateEnquiry>>;
export const remove = 'DELETE /api/enquiry/deleteenquiry' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof deleteEnquiry>>;
export const history = 'GET /api/enquiry/enquiryhistory' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof enquiryHistory>>;
export const addNote = 'POST /api/enquiry/createenquirynote' as Endpoint<{ json: z.input<typeof createEnquiryNoteSchema> }, ApiResult<typeof addEnquiryNote>>;
