import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { deleteBlog } from '@/lib/server/services/blog-admin';

// DELETE /api/Blog/DeleteBlog?id= – delete a post of the admin's company
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) => deleteBlog(db, actor, query.id));
