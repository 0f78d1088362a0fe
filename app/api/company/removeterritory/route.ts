import { ADMIN_ROLES } from '@/lib/roles';
import { removeTerritorySchema } from '@/lib/schemas/territory';
import { route } from '@/lib/server/http/route';
import { removeTerritory } from '@/lib/server/services/territories';

// DELETE /api/Company/RemoveTerritory?district= – stop covering a postcode district (your company's; Super Administrators: any)
export const DELETE = route({ access: ADMIN_ROLES, query: removeTerritorySchema }, async ({ db, actor, query }) =>
  removeTerritory(db, actor, query),
);
