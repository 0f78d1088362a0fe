import { NextResponse } from 'next/server';
import { clearSessionCookies } from '@/lib/server/auth/session-cookie';
import { route } from '@/lib/server/http/route';
import { signOutEverywhere } from '@/lib/server/services/users';

// POST /api/auth/signOutEverywhere – end every session and bearer token of the caller, this one included
export const POST = route({ access: 'signed-in' }, async ({ req, db, actor }) => {
  const res = NextResponse.json(await signOutEverywhere(db, actor), { headers: { 'Cache-Control': 'no-store' } });
  clearSessionCookies(res, req);
  return res;
});
