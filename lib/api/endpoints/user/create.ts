import type { createUserSchema } from '@/lib/schemas/user';
import type { createUser } from '@/lib/server/services/users';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/user/createuser' as Endpoint<
  Json<typeof createUserSchema>,
  ApiResult<typeof createUser>
>;
