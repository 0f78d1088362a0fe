import { NextResponse } from 'next/server';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { auth } from '@/lib/server/http/endpoints/auth';
import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { registerClient } from '@/lib/server/services/accounts';

const LIMIT = { name: 'register', limit: 10, windowMs: 60 * 60 * 1000 };

// new address creates the account (always a Client); the owner of a known one is told by mail instead
export const POST = route(auth.register, async ({ req, db, body }) => {
  await enforceRateLimit(db, req, LIMIT);
  return NextResponse.json(await registerClient(db, body, siteOrigin(req)), {
    status: 202,
    headers: { 'Cache-Control': 'no-store' },
  });
});
