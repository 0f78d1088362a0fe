import type { idQuerySchema } from '@/lib/schemas/common';
import type { createLeaveSchema, listLeaveSchema, updateLeaveSchema } from '@/lib/schemas/leave';
import type { createLeave, deleteLeave, getLeave, listLeave, updateLeave } from '@/lib/server/services/leave';
import type { ApiResult, Endpoint, Json, Query } from './endpoint';

export const list = 'POST /api/leavetaken/leavetakens' as Endpoint<Json<typeof listLeaveSchema>, ApiResult<typeof listLeave>>;
export const create = 'POST /api/leavetaken/createleavetaken' as Endpoint<Json<typeof createLeaveSchema>, ApiResult<typeof createLeave>>;
export const get = 'GET /api/leavetaken/createleavetaken' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getLeave>>;
export const update = 'PUT /api/leavetaken/updateleavetaken' as Endpoint<Json<typeof updateLeaveSchema>, ApiResult<typeof updateLeave>>;
export const remove = 'DELETE /api/leavetaken/deleteleavetaken' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteLeave>>;
