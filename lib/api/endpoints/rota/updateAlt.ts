import type { updateRotaSchema } from '@/lib/schemas/rota';
import type { updateShift } from '@/lib/server/services/rota';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const updateAlt = 'PUT /api/rota/update' as Endpoint<
  Json<typeof updateRotaSchema>,
  ApiResult<typeof updateShift>
>;
