import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { env } from '@/lib/env';
import type { Role } from '@/lib/roles';
import { loginSchema } from '@/lib/schemas/auth';
import { getDb } from '@/lib/server/db/client';
import { authenticate } from '@/lib/server/services/users';

// Self-hosted behind any host name: build callback URLs from the request rather than a fixed NEXTAUTH_URL.
process.env.AUTH_TRUST_HOST ??= 'true';

export const authOptions: NextAuthOptions = {
  secret: env().AUTH_SECRET,
  session: { strategy: 'jwt', maxAge: env().AUTH_TOKEN_TTL_SECONDS },
  pages: { signIn: '/auth/jwt/login', error: '/auth/jwt/login' },
  providers: [
    CredentialsProvider({
      name: 'Email and password',
      credentials: { username: { label: 'Email', type: 'email' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials) {
        const parsed = loginSchema.safeParse(credentials);
        if (!parsed.success) return null;
        try {
          const user = await authenticate(await getDb(), parsed.data);
          return { id: user.id, email: user.email, name: user.name, role: user.role, companyId: user.companyId };
        } catch {
          return null;
        }
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        const u = user as typeof user & { role: Role; companyId: string | null };
        token.role = u.role;
        token.companyId = u.companyId;
      }
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
};
