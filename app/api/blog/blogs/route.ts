import { listBlogsQuerySchema, listBlogsSchema } from '@/lib/schemas/blog';
import { route } from '@/lib/server/http/route';
import { listBlogs } from '@/lib/server/services/blog-admin';

// POST /api/Blog/Blogs?domainName= – published posts (admins may include drafts): { data, totalPages, totalRecords }
export const POST = route({ access: 'public', query: listBlogsQuerySchema, body: listBlogsSchema }, async ({ db, actor, body }) =>
  listBlogs(db, actor, body),
);
