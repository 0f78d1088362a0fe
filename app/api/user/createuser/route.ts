import { NextResponse } from 'next/server';
import { user } from '@/lib/server/http/endpoints/user';
import { route } from '@/lib/server/http/route';
import { createUser } from '@/lib/server/services/users';

export const POST = route(user.create, async ({ db, actor, body }) =>
  NextResponse.json(await createUser(db, actor, body), { status: 201 }),
);
