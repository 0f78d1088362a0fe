import { enforceRateLimit } from '@/lib/server/http/rate-limit';
import { auth } from '@/lib/server/http/endpoints/auth';
import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { requestPasswordReset } from '@/lib/server/services/passwords';

const LIMIT = { name: 'forgot-password', limit: 10, windowMs: 15 * 60 * 1000 };

export const POST = route(auth.forgotPassword, async ({ req, db, body }) => {
  await enforceRateLimit(db, req, LIMIT);
  return requestPasswordReset(db, body, siteOrigin(req));
});
