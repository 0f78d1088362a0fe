import { blog } from '@/lib/server/http/endpoints/blog';
import { route } from '@/lib/server/http/route';
import { listBlogs } from '@/lib/server/services/blog-admin';

export const POST = route(blog.list, async ({ db, actor, body }) => listBlogs(db, actor, body));
