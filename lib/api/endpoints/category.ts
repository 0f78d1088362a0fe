import type { createCategorySchema, listCategoriesSchema, updateCategorySchema } from '@/lib/schemas/category';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { createCategory, deleteCategory, getCategory, listCategories, updateCategory } from '@/lib/server/services/categories';
import type { ApiResult, Endpoint, Json, Query } from './endpoint';

export const list = 'GET /api/category/categories' as Endpoint<Query<typeof listCategoriesSchema>, ApiResult<typeof listCategories>>;
export const get = 'GET /api/category/getcategorybyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getCategory>>;
export const create = 'POST /api/category/createcategory' as Endpoint<Json<typeof createCategorySchema>, ApiResult<typeof createCategory>>;
export const update = 'PUT /api/category/updatecategory' as Endpoint<Json<typeof updateCategorySchema>, ApiResult<typeof updateCategory>>;
export const remove = 'DELETE /api/category/deletecategory' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteCategory>>;
