import { NextResponse } from 'next/server';
import { clearSessionCookies } from '@/lib/server/auth/session-cookie';
import { auth } from '@/lib/server/http/endpoints/auth';
import { route } from '@/lib/server/http/route';
import { signOutEverywhere } from '@/lib/server/services/users';

export const POST = route(auth.signOutEverywhere, async ({ req, db, actor }) => {
  const res = NextResponse.json(await signOutEverywhere(db, actor), { headers: { 'Cache-Control': 'no-store' } });
  clearSessionCookies(res, req);
  return res;
});
