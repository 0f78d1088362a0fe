import type { listFranchisesSchema } from '@/lib/schemas/franchise';
import type { listFranchises } from '@/lib/server/services/franchise';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const list = 'GET /api/franchise/franchises' as Endpoint<
  Query<typeof listFranchisesSchema>,
  ApiResult<typeof listFranchises>
>;
