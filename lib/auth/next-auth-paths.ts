// next-auth's own endpoints, served by its handler through the auth feature's declarations
// (lib/server/auth/endpoints.ts, 'GET|POST /api/auth/{...nextauth}'): the addresses the sign-in screens call.
import { urlOf } from '@/lib/http/client';

export const NEXT_AUTH_CSRF = urlOf('GET /api/auth/{...nextauth}', { params: { nextauth: ['csrf'] } });
export const NEXT_AUTH_CREDENTIALS = urlOf('POST /api/auth/{...nextauth}', {
  params: { nextauth: ['callback', 'credentials'] },
});
export const NEXT_AUTH_SIGN_OUT = urlOf('POST /api/auth/{...nextauth}', { params: { nextauth: ['signout'] } });
