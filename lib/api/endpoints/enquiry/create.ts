import type { createEnquirySchema } from '@/lib/schemas/enquiry';
import type { createEnquiry } from '@/lib/server/services/enquiries';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/enquiry/createenquiry' as Endpoint<
  Json<typeof createEnquirySchema>,
  ApiResult<typeof createEnquiry>
>;
