import type { createLeaveSchema } from '@/lib/schemas/leave';
import type { createLeave } from '@/lib/server/services/leave';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/leavetaken/createleavetaken' as Endpoint<
  Json<typeof createLeaveSchema>,
  ApiResult<typeof createLeave>
>;
