import type { verifyEmailSchema } from '@/lib/schemas/auth';
import type { confirmRegistration } from '@/lib/server/services/accounts';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const verifyEmail = 'POST /api/auth/verifyemail' as Endpoint<
  Json<typeof verifyEmailSchema>,
  ApiResult<typeof confirmRegistration>
>;
