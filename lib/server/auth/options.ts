import 'server-only';
import { eq } from 'drizzle-orm';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '@/lib/env';
import type { Role } from '@/lib/roles';
import { loginSchema } from '@/lib/auth/schemas';
import { getDb } from '@/lib/server/db/client';
import { isDatabaseUnavailable } from '@/lib/server/db/unavailable';
import { users } from '@/lib/server/db/schema';
import { clientAddress } from '@/lib/server/http/client-address';
import { AppError } from '@/lib/server/http/errors';
import { controlCharacterErrors } from '@/lib/server/http/request-guard';
import { authenticate } from '@/lib/server/auth/accounts';

/** `signIn()` answers `error: "too_many_attempts:<seconds>"` while sign-in is throttled (login-throttle.ts). */
export const THROTTLED_ERROR = 'too_many_attempts';

// Callback and redirect URLs come from SITE_URL, never from the request's Host or X-Forwarded-Host headers.
// Only development, which runs on whatever host and port it was given, trusts the request's host.
if (env().SITE_URL) process.env.NEXTAUTH_URL = env().SITE_URL;
else if (env().NODE_ENV !== 'production') process.env.AUTH_TRUST_HOST ??= 'true';

class SessionRevoked extends Error {}

/** The session's user as stored now; the session ends when they are gone, not active, or signed out everywhere. */
async function assertSessionCurrent(userId: string | undefined, sessionVersion: number | undefined) {
  if (!userId || !/^[0-9a-f-]{36}$/i.test(userId)) throw new SessionRevoked();
  const [user] = await (
    await getDb()
  )
    .select({
      role: users.role,
      companyId: users.companyId,
      status: users.status,
      sessionVersion: users.sessionVersion,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user || user.status !== 'active' || user.sessionVersion !== sessionVersion) throw new SessionRevoked();
  return user;
}

export const authOptions: NextAuthOptions = {
  secret: env().AUTH_SECRET,
  session: { strategy: 'jwt', maxAge: env().AUTH_TOKEN_TTL_SECONDS },
  // next-auth v4 signs the cookie's JWT with its own 30-day default unless told: the token must end with the session.
  jwt: { maxAge: env().AUTH_TOKEN_TTL_SECONDS },
  pages: { signIn: '/auth/jwt/login', error: '/auth/jwt/login' },
  providers: [
    CredentialsProvider({
      name: 'Email and password',
      credentials: { username: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials, req) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success || Object.keys(controlCharacterErrors(credentials)).length) return null;
        try {
          const address = clientAddress({ headers: (req?.headers ?? {}) as Record<string, unknown> });
          const { user, sessionVersion } = await authenticate(await getDb(), parsed.data, address);
          return {
            id: user.id,
            email: user.email,
            name: user.name,
            role: user.role,
            companyId: user.companyId,
            sessionVersion,
          };
        } catch (error) {
          if (error instanceof AppError && error.status === 429)
            throw new Error(`${THROTTLED_ERROR}:${error.detail?.retryAfter ?? 60}`);
          // Not "wrong e-mail or password" when the database is away: the sign-in form says something went wrong.
          if (isDatabaseUnavailable(error)) throw new Error('service_unavailable');
          return null;
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        const u = user as typeof user & { role: Role; companyId: string | null; sessionVersion: number };
        token.role = u.role;
        token.companyId = u.companyId;
        token.sv = u.sessionVersion;
        return token;
      }
      // Every later read of the session re-reads the user: a password change, ban or "sign out everywhere" ends it
      // at once (next-auth then answers no session and clears the cookie).
      let current: Awaited<ReturnType<typeof assertSessionCurrent>>;
      try {
        current = await assertSessionCurrent(token.sub, token.sv);
      } catch (error) {
        // A database outage must not sign everyone out (next-auth clears the cookie of a session it cannot read):
        // the signed token stands until the user can be read again. Every API call still checks the user itself.
        if (isDatabaseUnavailable(error)) return token;
        throw error;
      }
      token.role = current.role;
      token.companyId = current.companyId;
      return token;
    },
    session({ session, token }) {
      session.user = {
        ...session.user,
        id: token.sub ?? '',
        role: token.role as Role,
        companyId: (token.companyId as string | null) ?? null,
      };
      return session;
    },
  },
  logger: {
    error(code, metadata) {
      // An ended session is expected, not an error worth a stack trace in the logs.
      const cause = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | undefined)?.error;
      if (code === 'JWT_SESSION_ERROR' && cause instanceof SessionRevoked) return;
      console.error('[next-auth]', code, metadata);
    },
    warn(code) {
      if (code !== 'NEXTAUTH_URL' && code !== 'DEBUG_ENABLED') console.warn('[next-auth]', code);
    },
    debug() {},
  },
};
