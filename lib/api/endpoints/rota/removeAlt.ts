import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteShift } from '@/lib/server/services/rota';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const removeAlt = 'DELETE /api/rota/delete' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteShift>
>;
