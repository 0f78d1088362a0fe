import type { idQuerySchema } from '@/lib/schemas/common';
import type { getLeave } from '@/lib/server/services/leave';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/leavetaken/createleavetaken' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getLeave>
>;
