import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getCategory } from '@/lib/server/services/categories';

// GET /api/category/getCategorybyId – one service category
export const GET = route({ access: 'signed-in', query: idQuerySchema }, async ({ db, actor, query }) =>
  getCategory(db, actor, query.id),
);
