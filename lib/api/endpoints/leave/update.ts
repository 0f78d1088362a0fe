import type { updateLeaveSchema } from '@/lib/schemas/leave';
import type { updateLeave } from '@/lib/server/services/leave';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/leavetaken/updateleavetaken' as Endpoint<
  Json<typeof updateLeaveSchema>,
  ApiResult<typeof updateLeave>
>;
