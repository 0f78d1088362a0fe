import type { rotaClashesSchema } from '@/lib/schemas/rota';
import type { shiftClashes } from '@/lib/server/services/rota-planning';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const clashes = 'GET /api/rota/clashes' as Endpoint<
  Query<typeof rotaClashesSchema>,
  ApiResult<typeof shiftClashes>
>;
