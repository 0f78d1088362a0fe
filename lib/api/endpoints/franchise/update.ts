import type { updateFranchiseSchema } from '@/lib/schemas/franchise';
import type { updateFranchise } from '@/lib/server/services/franchise';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/franchise/updatefranchise' as Endpoint<
  Json<typeof updateFranchiseSchema>,
  ApiResult<typeof updateFranchise>
>;
