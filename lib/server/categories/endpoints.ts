import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { createCategorySchema, listCategoriesSchema, updateCategorySchema } from '@/lib/categories/schemas';
import { idQuerySchema } from '@/lib/schemas/common';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import {
  listCategories,
  getCategory,
  createCategory,
  updateCategory,
  deleteCategory,
} from '@/lib/server/categories/service';

export const categoriesEndpoints = endpoints('Categories', {
  'GET /api/category/categories': endpoint({
    access: 'signed-in',
    query: listCategoriesSchema,
    summary: "Service categories (type 'Services') of your company: { data, totalRecords }",
    handler: async ({ db, actor, query }) => listCategories(db, actor, query),
  }),
  'GET /api/category/getCategorybyId': endpoint({
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One service category',
    handler: async ({ db, actor, query }) => getCategory(db, actor, query.id),
  }),
  'POST /api/category/createCategory': endpoint({
    access: ADMIN_ROLES,
    body: createCategorySchema,
    success: 201,
    summary: 'Create a service category',
    handler: async ({ db, actor, body }) => await createCategory(db, actor, body),
  }),
  'PUT /api/category/updateCategory': endpoint({
    access: ADMIN_ROLES,
    body: updateCategorySchema,
    summary: 'Rename a service category',
    handler: async ({ db, actor, body }) => updateCategory(db, actor, body),
  }),
  'DELETE /api/category/deleteCategory': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a service category',
    handler: async ({ db, actor, query }) => deleteCategory(db, actor, query.id),
  }),
});
