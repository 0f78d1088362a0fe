import type { updateRotaSchema } from '@/lib/schemas/rota';
import type { updateShift } from '@/lib/server/services/rota';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/rota/updaterota' as Endpoint<
  Json<typeof updateRotaSchema>,
  ApiResult<typeof updateShift>
>;
