import type { listLeaveSchema } from '@/lib/schemas/leave';
import type { listLeave } from '@/lib/server/services/leave';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const list = 'POST /api/leavetaken/leavetakens' as Endpoint<
  Json<typeof listLeaveSchema>,
  ApiResult<typeof listLeave>
>;
