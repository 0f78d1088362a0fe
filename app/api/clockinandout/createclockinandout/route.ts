import { NextResponse } from 'next/server';
import { clockInSchema } from '@/lib/schemas/clocking';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { clockIn } from '@/lib/server/services/clocking';

// POST /api/ClockInAndOut/CreateClockInAndOut – clock in (one open record per user: a second is 409)
export const POST = route({ access: WORKFORCE_ROLES, body: clockInSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await clockIn(db, actor, body), { status: 201 }),
);
