import type { idQuerySchema } from '@/lib/schemas/common';
import type { enquiryHistory } from '@/lib/server/services/enquiry-events';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const history = 'GET /api/enquiry/enquiryhistory' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof enquiryHistory>
>;
