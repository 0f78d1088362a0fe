import { NextResponse } from 'next/server';
import { ADMIN_ROLES } from '@/lib/roles';
import { addTerritorySchema } from '@/lib/schemas/territory';
import { route } from '@/lib/server/http/route';
import { addTerritory } from '@/lib/server/services/territories';

// POST /api/Company/AddTerritory – add a postcode district to a company; 409 naming the company that covers it already
export const POST = route({ access: ADMIN_ROLES, body: addTerritorySchema }, async ({ db, actor, body }) => {
  const { created, territory } = await addTerritory(db, actor, body);
  return NextResponse.json(territory, { status: created ? 201 : 200 });
});
