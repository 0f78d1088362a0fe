import type { changePasswordSchema } from '@/lib/schemas/password';
import type { changePassword as changePasswordService } from '@/lib/server/services/passwords';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const changePassword = 'POST /api/auth/changepassword' as Endpoint<
  Json<typeof changePasswordSchema>,
  Omit<ApiResult<typeof changePasswordService>, 'sessionVersion'> & { accessToken: string }
>;
