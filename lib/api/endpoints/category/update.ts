import type { updateCategorySchema } from '@/lib/schemas/category';
import type { updateCategory } from '@/lib/server/services/categories';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/category/updatecategory' as Endpoint<
  Json<typeof updateCategorySchema>,
  ApiResult<typeof updateCategory>
>;
