import { updateCategorySchema } from '@/lib/schemas/category';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { updateCategory } from '@/lib/server/services/categories';

// PUT /api/category/updateCategory – rename a service category
export const PUT = route({ access: ADMIN_ROLES, body: updateCategorySchema }, async ({ db, actor, body }) =>
  updateCategory(db, actor, body),
);
