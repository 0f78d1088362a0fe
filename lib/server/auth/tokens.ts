import 'server-only';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';
import { env } from '@/lib/env';
import { ROLES } from '@/lib/roles';

const ISSUER = 'brightside-cleaning';
// `sv`: the user's session version when the token was issued; a token from an older version is refused.
const claimsSchema = z.object({
  sub: z.string().uuid(),
  role: z.enum(ROLES),
  sv: z.number().int().nonnegative(),
  exp: z.number(),
});
export type AccessTokenClaims = z.infer<typeof claimsSchema>;

const key = () => new TextEncoder().encode(env().AUTH_SECRET);

/** Signs a bearer access token (HS256) whose `exp` is in seconds, as SPEC §3 "Auth payloads" describes. */
export async function signAccessToken(
  user: { id: string; role: (typeof ROLES)[number]; sessionVersion: number },
  ttlSeconds = env().AUTH_TOKEN_TTL_SECONDS,
) {
  return new SignJWT({ role: user.role, sv: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key());
}

/** Returns the claims of a valid, unexpired token, or null. */
export async function verifyAccessToken(token: string): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, algorithms: ['HS256'] });
    const parsed = claimsSchema.safeParse(payload);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
