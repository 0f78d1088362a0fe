import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteBlog } from '@/lib/server/services/blog-admin';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/blog/deleteblog' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteBlog>
>;
