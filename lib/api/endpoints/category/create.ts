import type { createCategorySchema } from '@/lib/schemas/category';
import type { createCategory } from '@/lib/server/services/categories';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/category/createcategory' as Endpoint<
  Json<typeof createCategorySchema>,
  ApiResult<typeof createCategory>
>;
