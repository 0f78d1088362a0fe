import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { createCategorySchema, listCategoriesSchema, updateCategorySchema } from '@/lib/schemas/category';
import { idQuerySchema } from '@/lib/schemas/common';
import * as api from '@/lib/api/endpoints/category';
import { serverHalf } from './define';

export const category = serverHalf(api, 'Categories', {
  list: {
    access: 'signed-in',
    query: listCategoriesSchema,
    summary: "Service categories (type 'Services') of your company: { data, totalRecords }",
  },
  get: {
    contract: '/api/category/getCategorybyId',
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One service category',
  },
  create: {
    contract: '/api/category/createCategory',
    access: ADMIN_ROLES,
    body: createCategorySchema,
    success: 201,
    summary: 'Create a service category',
  },
  update: {
    contract: '/api/category/updateCategory',
    access: ADMIN_ROLES,
    body: updateCategorySchema,
    summary: 'Rename a service category',
  },
  remove: {
    contract: '/api/category/deleteCategory',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a service category',
  },
});
