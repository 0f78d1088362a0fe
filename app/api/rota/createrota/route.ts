import { NextResponse } from 'next/server';
import { createRotaSchema } from '@/lib/schemas/rota';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { createShift } from '@/lib/server/services/rota';

// POST /api/rota/createrota – create a shift (cleaner, job or site, date, start and end time)
export const POST = route({ access: ADMIN_ROLES, body: createRotaSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createShift(db, actor, body), { status: 201 }),
);
