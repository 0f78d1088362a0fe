import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteLeave } from '@/lib/server/services/leave';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/leavetaken/deleteleavetaken' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteLeave>
>;
