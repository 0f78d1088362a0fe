import NextAuth from 'next-auth';
import type { NextRequest } from 'next/server';
import { authOptions } from '@/lib/server/auth/options';
import { withApiHeaders } from '@/lib/server/http/api-headers';

type Context = { params: Promise<{ nextauth: string[] }> };
const handler: (req: NextRequest, ctx: Context) => Promise<Response> = NextAuth(authOptions);

// next-auth's own endpoints (session, csrf, callback/credentials, signout) behind the login screens, with the API's
// security headers like every other answer under /api (the session answer carries the user's name and e-mail).
const withHeaders = async (req: NextRequest, ctx: Context) => withApiHeaders(await handler(req, ctx));
export { withHeaders as GET, withHeaders as POST };
