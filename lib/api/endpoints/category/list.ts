import type { listCategoriesSchema } from '@/lib/schemas/category';
import type { listCategories } from '@/lib/server/services/categories';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const list = 'GET /api/category/categories' as Endpoint<
  Query<typeof listCategoriesSchema>,
  ApiResult<typeof listCategories>
>;
