import type { addTerritorySchema } from '@/lib/schemas/territory';
import type { addTerritory as addTerritoryService } from '@/lib/server/services/territories';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const addTerritory = 'POST /api/company/addterritory' as Endpoint<
  Json<typeof addTerritorySchema>,
  ApiResult<typeof addTerritoryService>['territory']
>;
