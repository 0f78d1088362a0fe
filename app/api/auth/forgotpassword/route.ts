import { forgotPasswordSchema } from '@/lib/schemas/password';
import { rateLimiter } from '@/lib/server/http/rate-limit';
import { route } from '@/lib/server/http/route';
import { requestPasswordReset } from '@/lib/server/services/passwords';

const limiter = rateLimiter({ limit: 10, windowMs: 15 * 60 * 1000 });

// POST /api/auth/forgotPassword – mail a one-hour, single-use reset link; always 200 so accounts cannot be discovered
export const POST = route({ access: 'public', body: forgotPasswordSchema }, async ({ req, db, body }) => {
  limiter.check(req);
  return requestPasswordReset(db, body, new URL(req.url).origin);
});
