import { blog } from '@/lib/server/http/endpoints/blog';
import { route } from '@/lib/server/http/route';
import { deleteBlog } from '@/lib/server/services/blog-admin';

export const DELETE = route(blog.remove, async ({ db, actor, query }) => deleteBlog(db, actor, query.id));
