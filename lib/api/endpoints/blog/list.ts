import type { listBlogsQuerySchema, listBlogsSchema } from '@/lib/schemas/blog';
import type { listBlogs } from '@/lib/server/services/blog-admin';
import type { ApiResult, Endpoint, Json, Query } from '../endpoint';

export const list = 'POST /api/blog/blogs' as Endpoint<
  Json<typeof listBlogsSchema> & Query<typeof listBlogsQuerySchema>,
  ApiResult<typeof listBlogs>
>;
