import { ADMIN_ROLES } from '@/lib/roles';
import { updateBlogSchema } from '@/lib/schemas/blog';
import { route } from '@/lib/server/http/route';
import { updateBlog } from '@/lib/server/services/blog-admin';

// PUT /api/Blog/UpdateBlog – edit, publish or unpublish a post of the admin's company
export const PUT = route({ access: ADMIN_ROLES, body: updateBlogSchema }, async ({ db, actor, body }) => updateBlog(db, actor, body));
