import type { listRotasSchema } from '@/lib/schemas/rota';
import type { listShifts } from '@/lib/server/services/rota';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const list = 'GET /api/rota/rotas' as Endpoint<Query<typeof listRotasSchema>, ApiResult<typeof listShifts>>;
