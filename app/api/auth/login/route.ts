import { loginSchema } from '@/lib/schemas/auth';
import { signAccessToken } from '@/lib/server/auth/tokens';
import { route } from '@/lib/server/http/route';
import { authenticate } from '@/lib/server/services/users';

// POST /api/auth/login – exchange username (email) and password for a bearer access token and the user
export const POST = route({ access: 'public', body: loginSchema }, async ({ db, body }) => {
  const user = await authenticate(db, body);
  return { accessToken: await signAccessToken(user), user };
});
