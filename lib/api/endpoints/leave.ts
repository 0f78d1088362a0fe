import type { z } from 'zod';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { createLeaveSchema, listLeaveSchema, updateLeaveSchema } from '@/lib/schemas/leave';
import type { createLeave, deleteLeave, getLeave, listLeave, updateLeave } from '@/lib/server/services/leave';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const list = 'POST /api/leavetaken/leavetakens' as Endpoint<{ json: z.input<typeof listLeaveSchema> }, ApiResult<typeof listLeave>>;
export const create = 'POST /api/leavetaken/createleavetaken' as Endpoint<{ json: z.input<typeof createLeaveSchema> }, ApiResult<typeof createLeave>>;
export const get = 'GET /api/leavetaken/createleavetaken' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getLeave>>;
export const update = 'PUT /api/leavetaken/updateleavetaken' as Endpoint<{ json: z.input<typeof updateLeaveSchema> }, ApiResult<typeof updateLeave>>;
export const remove = 'DELETE /api/leavetaken/deleteleavetaken' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof deleteLeave>>;
