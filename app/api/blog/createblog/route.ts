import { ADMIN_ROLES } from '@/lib/roles';
import { createBlogSchema } from '@/lib/schemas/blog';
import { route } from '@/lib/server/http/route';
import { createBlog } from '@/lib/server/services/blog-admin';

// POST /api/Blog/CreateBlog – a blog or job post (HTML sanitised on the way in); public pages are regenerated
export const POST = route({ access: ADMIN_ROLES, body: createBlogSchema }, async ({ db, actor, body }) => createBlog(db, actor, body));
