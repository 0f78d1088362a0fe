import type { idQuerySchema } from '@/lib/schemas/common';
import type { getEnquiryById } from '@/lib/server/services/enquiries';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/enquiry/getenquirybyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getEnquiryById>
>;
