import { signAccessToken } from '@/lib/server/auth/tokens';
import { clientAddress } from '@/lib/server/http/client-address';
import { auth } from '@/lib/server/http/endpoints/auth';
import { route } from '@/lib/server/http/route';
import { authenticate } from '@/lib/server/services/accounts';

export const POST = route(auth.login, async ({ req, db, body }) => {
  const { user, sessionVersion } = await authenticate(db, body, clientAddress(req));
  return { accessToken: await signAccessToken({ id: user.id, role: user.role, sessionVersion }), user };
});
