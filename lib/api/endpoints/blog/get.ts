import type { idQuerySchema } from '@/lib/schemas/common';
import type { getBlogById } from '@/lib/server/services/blog-admin';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/blog/getblogbyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getBlogById>>;
