import { NextResponse } from 'next/server';
import { registerSchema } from '@/lib/schemas/auth';
import { route } from '@/lib/server/http/route';
import { registerClient } from '@/lib/server/services/users';

// POST /api/auth/register – public sign-up; always creates a Client whatever role is sent
export const POST = route({ access: 'public', body: registerSchema }, async ({ db, body }) =>
  NextResponse.json(await registerClient(db, body), { status: 201 }),
);
