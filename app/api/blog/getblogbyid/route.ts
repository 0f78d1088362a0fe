import { blog } from '@/lib/server/http/endpoints/blog';
import { route } from '@/lib/server/http/route';
import { getBlogById } from '@/lib/server/services/blog-admin';

export const GET = route(blog.get, async ({ db, actor, query }) => getBlogById(db, actor, query.id));
