import { blog } from '@/lib/server/http/endpoints/blog';
import { route } from '@/lib/server/http/route';
import { createBlog } from '@/lib/server/services/blog-admin';

export const POST = route(blog.create, async ({ db, actor, body }) => createBlog(db, actor, body));
