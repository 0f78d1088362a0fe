import type { deleteUserSchema } from '@/lib/schemas/user';
import type { deleteUser } from '@/lib/server/services/users';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const remove = 'POST /api/user/deleteuser' as Endpoint<
  Json<typeof deleteUserSchema>,
  ApiResult<typeof deleteUser>
>;
