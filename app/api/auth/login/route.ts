import { loginSchema } from '@/lib/schemas/auth';
import { signAccessToken } from '@/lib/server/auth/tokens';
import { clientAddress } from '@/lib/server/http/client-address';
import { route } from '@/lib/server/http/route';
import { authenticate } from '@/lib/server/services/accounts';

// POST /api/auth/login – exchange username (email) and password for a bearer access token and the user (throttled: 429)
export const POST = route({ access: 'public', body: loginSchema }, async ({ req, db, body }) => {
  const { user, sessionVersion } = await authenticate(db, body, clientAddress(req));
  return { accessToken: await signAccessToken({ id: user.id, role: user.role, sessionVersion }), user };
});
