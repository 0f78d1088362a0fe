import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { deleteCategory } from '@/lib/server/services/categories';

// DELETE /api/category/deleteCategory – delete a service category
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteCategory(db, actor, query.id),
);
