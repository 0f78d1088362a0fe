import type { updateEnquirySchema } from '@/lib/schemas/enquiry';
import type { updateEnquiry } from '@/lib/server/services/enquiries';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/enquiry/updateenquiry' as Endpoint<
  Json<typeof updateEnquirySchema>,
  ApiResult<typeof updateEnquiry>
>;
