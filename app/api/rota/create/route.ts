import { NextResponse } from 'next/server';
import { rota } from '@/lib/server/http/endpoints/rota';
import { route } from '@/lib/server/http/route';
import { createShift } from '@/lib/server/services/rota';

export const POST = route(rota.createAlt, async ({ db, actor, body }) =>
  NextResponse.json(await createShift(db, actor, body), { status: 201 }),
);
