import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getBlogById } from '@/lib/server/services/blog-admin';

// GET /api/Blog/GetBlogbyId?id= – one published post (a draft only for its company's admins)
export const GET = route({ access: 'public', query: idQuerySchema }, async ({ db, actor, query }) => getBlogById(db, actor, query.id));
