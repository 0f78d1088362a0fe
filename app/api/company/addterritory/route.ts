import { NextResponse } from 'next/server';
import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { addTerritory } from '@/lib/server/services/territories';

export const POST = route(company.addTerritory, async ({ db, actor, body }) => {
  const { created, territory } = await addTerritory(db, actor, body);
  return NextResponse.json(territory, { status: created ? 201 : 200 });
});
