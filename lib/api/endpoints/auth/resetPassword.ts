import type { resetPasswordSchema } from '@/lib/schemas/password';
import type { resetPassword as resetPasswordService } from '@/lib/server/services/passwords';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const resetPassword = 'POST /api/auth/resetpassword' as Endpoint<
  Json<typeof resetPasswordSchema>,
  ApiResult<typeof resetPasswordService>
>;
