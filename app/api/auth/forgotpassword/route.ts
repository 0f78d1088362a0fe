import { forgotPasswordSchema } from '@/lib/schemas/password';
import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { requestPasswordReset } from '@/lib/server/services/passwords';

const LIMIT = { name: 'forgot-password', limit: 10, windowMs: 15 * 60 * 1000 };

// POST /api/auth/forgotPassword – mail a one-hour, single-use reset link; always 200 so accounts cannot be discovered
export const POST = route({ access: 'public', body: forgotPasswordSchema }, async ({ req, db, body }) => {
  await enforceRateLimit(db, req, LIMIT);
  return requestPasswordReset(db, body, siteOrigin(req));
});
