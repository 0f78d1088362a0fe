import { ADMIN_ROLES } from '@/lib/roles';
import { listTerritoriesSchema } from '@/lib/schemas/territory';
import { route } from '@/lib/server/http/route';
import { listTerritories } from '@/lib/server/services/territories';

// GET /api/Company/Territories – postcode districts and the company covering each (Administrators: their own; Super Administrators: all, or one by companyId)
export const GET = route({ access: ADMIN_ROLES, query: listTerritoriesSchema }, async ({ db, actor, query }) =>
  listTerritories(db, actor, query),
);
