import type { loginSchema } from '@/lib/schemas/auth';
import type { authenticate } from '@/lib/server/services/accounts';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const login = 'POST /api/auth/login' as Endpoint<
  Json<typeof loginSchema>,
  { accessToken: string; user: ApiResult<typeof authenticate>['user'] }
>;
