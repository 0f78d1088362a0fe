import { category } from '@/lib/server/http/endpoints/category';
import { route } from '@/lib/server/http/route';
import { updateCategory } from '@/lib/server/services/categories';

export const PUT = route(category.update, async ({ db, actor, body }) => updateCategory(db, actor, body));
