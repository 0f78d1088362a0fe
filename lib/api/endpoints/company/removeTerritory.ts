import type { removeTerritorySchema } from '@/lib/schemas/territory';
import type { removeTerritory as removeTerritoryService } from '@/lib/server/services/territories';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const removeTerritory = 'DELETE /api/company/removeterritory' as Endpoint<
  Query<typeof removeTerritorySchema>,
  ApiResult<typeof removeTerritoryService>
>;
