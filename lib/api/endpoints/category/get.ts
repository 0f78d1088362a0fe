import type { idQuerySchema } from '@/lib/schemas/common';
import type { getCategory } from '@/lib/server/services/categories';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/category/getcategorybyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getCategory>
>;
