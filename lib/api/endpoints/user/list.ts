import type { listUsersSchema } from '@/lib/schemas/user';
import type { listUsers } from '@/lib/server/services/users';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const list = 'POST /api/user/users' as Endpoint<Json<typeof listUsersSchema>, ApiResult<typeof listUsers>>;
