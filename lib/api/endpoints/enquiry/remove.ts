import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteEnquiry } from '@/lib/server/services/enquiries';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/enquiry/deleteenquiry' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteEnquiry>
>;
