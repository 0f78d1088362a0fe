import { NextResponse } from 'next/server';
import { registerSchema } from '@/lib/schemas/auth';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { registerClient } from '@/lib/server/services/accounts';

const LIMIT = { name: 'register', limit: 10, windowMs: 60 * 60 * 1000 };

// POST /api/auth/register – public sign-up: 202 with the same answer for new and known addresses; the link mailed to a
// new address creates the account (always a Client); the owner of a known one is told by mail instead
export const POST = route({ access: 'public', body: registerSchema }, async ({ req, db, body }) => {
  await enforceRateLimit(db, req, LIMIT);
  return NextResponse.json(await registerClient(db, body, siteOrigin(req)), { status: 202, headers: { 'Cache-Control': 'no-store' } });
});
