import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteFranchise } from '@/lib/server/services/franchise';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/franchise/deletefranchise' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteFranchise>
>;
