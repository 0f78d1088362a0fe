import type { idQuerySchema } from '@/lib/schemas/common';
import type { getShift } from '@/lib/server/services/rota';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/rota/details' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getShift>>;
