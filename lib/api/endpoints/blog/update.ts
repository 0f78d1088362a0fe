import type { updateBlogSchema } from '@/lib/schemas/blog';
import type { updateBlog } from '@/lib/server/services/blog-admin';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/blog/updateblog' as Endpoint<
  Json<typeof updateBlogSchema>,
  ApiResult<typeof updateBlog>
>;
