import { category } from '@/lib/server/http/endpoints/category';
import { route } from '@/lib/server/http/route';
import { listCategories } from '@/lib/server/services/categories';

export const GET = route(category.list, async ({ db, actor, query }) => listCategories(db, actor, query));
