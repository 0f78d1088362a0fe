import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteEstimate } from '@/lib/server/services/estimates';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/estimate/deleteestimate' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteEstimate>
>;
