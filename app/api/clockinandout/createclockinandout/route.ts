import { NextResponse } from 'next/server';
import { clocking } from '@/lib/server/http/endpoints/clocking';
import { route } from '@/lib/server/http/route';
import { clockIn } from '@/lib/server/services/clocking';

export const POST = route(clocking.create, async ({ db, actor, body }) =>
  NextResponse.json(await clockIn(db, actor, body), { status: 201 }),
);
