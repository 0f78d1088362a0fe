import { NextResponse } from 'next/server';
import { changePasswordSchema } from '@/lib/schemas/password';
import { credentialKind } from '@/lib/server/auth/actor';
import { issueSessionCookie } from '@/lib/server/auth/session-cookie';
import { signAccessToken } from '@/lib/server/auth/tokens';
import { route } from '@/lib/server/http/route';
import { changePassword } from '@/lib/server/services/passwords';

// POST /api/auth/changePassword – change your own password; every earlier session and token ends, this caller gets a
// fresh accessToken (and a fresh session cookie when signed in with one)
export const POST = route({ access: 'signed-in', body: changePasswordSchema }, async ({ req, db, actor, body }) => {
  const { sessionVersion, ...reply } = await changePassword(db, actor, body);
  const accessToken = await signAccessToken({ id: actor.id, role: actor.role, sessionVersion });
  const res = NextResponse.json({ ...reply, accessToken }, { headers: { 'Cache-Control': 'no-store' } });
  if ((await credentialKind(req)) === 'cookie') await issueSessionCookie(res, { ...actor, sessionVersion });
  return res;
});
