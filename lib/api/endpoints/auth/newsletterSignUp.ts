import type { newsletterSchema } from '@/lib/schemas/newsletter';
import type { subscribe } from '@/lib/server/services/newsletter';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const newsletterSignUp = 'POST /api/auth/emailsubcription' as Endpoint<
  Query<typeof newsletterSchema>,
  ApiResult<typeof subscribe>
>;
