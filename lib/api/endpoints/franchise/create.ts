import type { createFranchiseSchema } from '@/lib/schemas/franchise';
import type { createFranchise } from '@/lib/server/services/franchise';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/franchise/createfranchise' as Endpoint<
  Json<typeof createFranchiseSchema>,
  ApiResult<typeof createFranchise>
>;
