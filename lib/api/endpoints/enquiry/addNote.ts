import type { createEnquiryNoteSchema } from '@/lib/schemas/enquiry';
import type { addEnquiryNote } from '@/lib/server/services/enquiry-events';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const addNote = 'POST /api/enquiry/createenquirynote' as Endpoint<
  Json<typeof createEnquiryNoteSchema>,
  ApiResult<typeof addEnquiryNote>
>;
