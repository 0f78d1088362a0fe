import { blog } from '@/lib/server/http/endpoints/blog';
import { route } from '@/lib/server/http/route';
import { updateBlog } from '@/lib/server/services/blog-admin';

export const PUT = route(blog.update, async ({ db, actor, body }) => updateBlog(db, actor, body));
