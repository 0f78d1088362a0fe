import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { deleteCategory } from '@/lib/server/services/categories';

// DELETE /api/category/deleteCategory – delete a service category
export const DELETE = route({ access: ADMINS, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteCategory(db, actor, query.id),
);
