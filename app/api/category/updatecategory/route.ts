import { updateCategorySchema } from '@/lib/schemas/category';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { updateCategory } from '@/lib/server/services/categories';

// PUT /api/category/updateCategory – rename a service category
export const PUT = route({ access: ADMINS, body: updateCategorySchema }, async ({ db, actor, body }) =>
  updateCategory(db, actor, body),
);
