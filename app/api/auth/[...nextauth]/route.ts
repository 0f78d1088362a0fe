import NextAuth from 'next-auth';
import { authOptions } from '@/lib/server/auth/options';

// next-auth's own endpoints (session, csrf, callback/credentials, signout) behind the login screens.
const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
