import { category } from '@/lib/server/http/endpoints/category';
import { route } from '@/lib/server/http/route';
import { getCategory } from '@/lib/server/services/categories';

export const GET = route(category.get, async ({ db, actor, query }) => getCategory(db, actor, query.id));
