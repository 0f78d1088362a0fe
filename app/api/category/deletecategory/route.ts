import { category } from '@/lib/server/http/endpoints/category';
import { route } from '@/lib/server/http/route';
import { deleteCategory } from '@/lib/server/services/categories';

export const DELETE = route(category.remove, async ({ db, actor, query }) => deleteCategory(db, actor, query.id));
