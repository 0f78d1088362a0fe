import { NextResponse } from 'next/server';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { auth } from '@/lib/server/http/endpoints/auth';
import { route } from '@/lib/server/http/route';
import { confirmRegistration } from '@/lib/server/services/accounts';

const LIMIT = { name: 'verify-email', limit: 30, windowMs: 15 * 60 * 1000 };

export const POST = route(auth.verifyEmail, async ({ req, db, body }) => {
  await enforceRateLimit(db, req, LIMIT);
  return NextResponse.json(await confirmRegistration(db, body.token), {
    status: 201,
    headers: { 'Cache-Control': 'no-store' },
  });
});
