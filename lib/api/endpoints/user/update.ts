import type { updateUserSchema } from '@/lib/schemas/user';
import type { updateUser } from '@/lib/server/services/users';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/user/updateuser' as Endpoint<
  Json<typeof updateUserSchema>,
  ApiResult<typeof updateUser>
>;
