import type { copyWeekSchema } from '@/lib/schemas/rota';
import type { copyWeek as copyWeekService } from '@/lib/server/services/rota-planning';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const copyWeek = 'POST /api/rota/copyweek' as Endpoint<
  Json<typeof copyWeekSchema>,
  ApiResult<typeof copyWeekService>
>;
