import type { idQuerySchema } from '@/lib/schemas/common';
import type { createEnquiryNoteSchema, createEnquirySchema, listEnquiriesSchema, updateEnquirySchema } from '@/lib/schemas/enquiry';
import type { createEnquiry, deleteEnquiry, getEnquiryById, listEnquiries, updateEnquiry } from '@/lib/server/services/enquiries';
import type { addEnquiryNote, enquiryHistory } from '@/lib/server/services/enquiry-events';
import type { ApiResult, Endpoint, Json, NoInput, Query } from './endpoint';

export const create = 'POST /api/enquiry/createenquiry' as Endpoint<Json<typeof createEnquirySchema>, ApiResult<typeof createEnquiry>>;
export const uploadCv = 'POST /api/enquiry/uploadcv' as Endpoint<NoInput, { dbPath: string }>;
export const list = 'POST /api/enquiry/enquiries' as Endpoint<Json<typeof listEnquiriesSchema>, ApiResult<typeof listEnquiries>>;
export const get = 'GET /api/enquiry/getenquirybyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getEnquiryById>>;
export const update = 'PUT /api/enquiry/updateenquiry' as Endpoint<Json<typeof updateEnquirySchema>, ApiResult<typeof updateEnquiry>>;
export const remove = 'DELETE /api/enquiry/deleteenquiry' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteEnquiry>>;
export const history = 'GET /api/enquiry/enquiryhistory' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof enquiryHistory>>;
export const addNote = 'POST /api/enquiry/createenquirynote' as Endpoint<Json<typeof createEnquiryNoteSchema>, ApiResult<typeof addEnquiryNote>>;
