import { NextResponse } from 'next/server';
import { createUserSchema } from '@/lib/schemas/user';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { createUser } from '@/lib/server/services/users';

// POST /api/user/createUser – create a user (Administrators: Cleaner, Client or Administrator of their own company)
export const POST = route({ access: ADMIN_ROLES, body: createUserSchema }, async ({ db, actor, body }) =>
  NextResponse.json(await createUser(db, actor, body), { status: 201 }),
);
