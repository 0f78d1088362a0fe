import { NextResponse } from 'next/server';
import { credentialKind } from '@/lib/server/auth/actor';
import { issueSessionCookie } from '@/lib/server/auth/session-cookie';
import { signAccessToken } from '@/lib/server/auth/tokens';
import { auth } from '@/lib/server/http/endpoints/auth';
import { route } from '@/lib/server/http/route';
import { changePassword } from '@/lib/server/services/passwords';

// fresh accessToken (and a fresh session cookie when signed in with one)
export const POST = route(auth.changePassword, async ({ req, db, actor, body }) => {
  const { sessionVersion, ...reply } = await changePassword(db, actor, body);
  const accessToken = await signAccessToken({ id: actor.id, role: actor.role, sessionVersion });
  const res = NextResponse.json({ ...reply, accessToken }, { headers: { 'Cache-Control': 'no-store' } });
  if ((await credentialKind(req)) === 'cookie') await issueSessionCookie(res, { ...actor, sessionVersion });
  return res;
});
