import { NextResponse } from 'next/server';
import { leave } from '@/lib/server/http/endpoints/leave';
import { route } from '@/lib/server/http/route';
import { createLeave, getLeave } from '@/lib/server/services/leave';

export const POST = route(leave.create, async ({ db, actor, body }) =>
  NextResponse.json(await createLeave(db, actor, body), { status: 201 }),
);

export const GET = route(leave.get, async ({ db, actor, query }) => getLeave(db, actor, query.id));
