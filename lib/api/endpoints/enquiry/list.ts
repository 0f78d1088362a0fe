import type { listEnquiriesSchema } from '@/lib/schemas/enquiry';
import type { listEnquiries } from '@/lib/server/services/enquiries';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const list = 'POST /api/enquiry/enquiries' as Endpoint<
  Json<typeof listEnquiriesSchema>,
  ApiResult<typeof listEnquiries>
>;
