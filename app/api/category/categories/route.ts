import { listCategoriesSchema } from '@/lib/schemas/category';
import { route } from '@/lib/server/http/route';
import { listCategories } from '@/lib/server/services/categories';

// GET /api/category/categories – service categories (type 'Services') of your company: { data, totalRecords }
export const GET = route({ access: 'signed-in', query: listCategoriesSchema }, async ({ db, actor, query }) =>
  listCategories(db, actor, query),
);
