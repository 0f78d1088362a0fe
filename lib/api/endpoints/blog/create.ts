import type { createBlogSchema } from '@/lib/schemas/blog';
import type { createBlog } from '@/lib/server/services/blog-admin';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/blog/createblog' as Endpoint<
  Json<typeof createBlogSchema>,
  ApiResult<typeof createBlog>
>;
