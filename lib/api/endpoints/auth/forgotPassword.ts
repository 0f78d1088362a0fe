import type { forgotPasswordSchema } from '@/lib/schemas/password';
import type { requestPasswordReset } from '@/lib/server/services/passwords';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const forgotPassword = 'POST /api/auth/forgotpassword' as Endpoint<
  Json<typeof forgotPasswordSchema>,
  ApiResult<typeof requestPasswordReset>
>;
