import { NextResponse } from 'next/server';
import { verifyEmailSchema } from '@/lib/schemas/auth';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { route } from '@/lib/server/http/route';
import { confirmRegistration } from '@/lib/server/services/accounts';

const LIMIT = { name: 'verify-email', limit: 30, windowMs: 15 * 60 * 1000 };

// POST /api/auth/verifyEmail – open the link mailed at sign-up: creates the Client account once; 201 with the user
export const POST = route({ access: 'public', body: verifyEmailSchema }, async ({ req, db, body }) => {
  await enforceRateLimit(db, req, LIMIT);
  return NextResponse.json(await confirmRegistration(db, body.token), { status: 201, headers: { 'Cache-Control': 'no-store' } });
});
