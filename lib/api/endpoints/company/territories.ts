import type { listTerritoriesSchema } from '@/lib/schemas/territory';
import type { listTerritories } from '@/lib/server/services/territories';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const territories = 'GET /api/company/territories' as Endpoint<
  Query<typeof listTerritoriesSchema>,
  ApiResult<typeof listTerritories>
>;
