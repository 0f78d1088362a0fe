import type { registerSchema } from '@/lib/schemas/auth';
import type { registerClient } from '@/lib/server/services/accounts';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const register = 'POST /api/auth/register' as Endpoint<
  Json<typeof registerSchema>,
  ApiResult<typeof registerClient>
>;
