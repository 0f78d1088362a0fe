import { NextResponse } from 'next/server';
import { createRotaSchema } from '@/lib/schemas/rota';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { createShift } from '@/lib/server/services/rota';

// POST /api/rota/createrota – create a shift (cleaner, job or site, date, start and end time)
export const POST = route({ access: ADMINS, body: createRotaSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createShift(db, actor, body), { status: 201 }),
);
