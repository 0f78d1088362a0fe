import type { idQuerySchema } from '@/lib/schemas/common';
import type { getFranchiseById } from '@/lib/server/services/franchise';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/franchise/getfranchisebyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getFranchiseById>
>;
