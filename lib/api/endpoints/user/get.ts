import type { idQuerySchema } from '@/lib/schemas/common';
import type { getUserById } from '@/lib/server/services/users';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/user/getuserbyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getUserById>>;
