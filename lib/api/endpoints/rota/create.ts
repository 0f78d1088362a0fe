import type { createRotaSchema } from '@/lib/schemas/rota';
import type { createShift } from '@/lib/server/services/rota';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/rota/createrota' as Endpoint<
  Json<typeof createRotaSchema>,
  ApiResult<typeof createShift>
>;
