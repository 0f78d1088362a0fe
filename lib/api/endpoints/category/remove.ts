import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteCategory } from '@/lib/server/services/categories';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/category/deletecategory' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteCategory>
>;
