import type { idQuerySchema } from '@/lib/schemas/common';
import type { createUserSchema, deleteUserSchema, listUsersSchema, updateUserSchema } from '@/lib/schemas/user';
import type { downloadUserFile, uploadUserFile } from '@/lib/server/services/uploads';
import type { createUser, deleteUser, getUserById, listUsers, updateUser } from '@/lib/server/services/users';
import type { ApiResult, Endpoint, Json, NoInput, Query } from './endpoint';

export const get = 'GET /api/user/getuserbyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getUserById>>;
export const list = 'POST /api/user/users' as Endpoint<Json<typeof listUsersSchema>, ApiResult<typeof listUsers>>;
export const create = 'POST /api/user/createuser' as Endpoint<Json<typeof createUserSchema>, ApiResult<typeof createUser>>;
export const update = 'PUT /api/user/updateuser' as Endpoint<Json<typeof updateUserSchema>, ApiResult<typeof updateUser>>;
export const remove = 'POST /api/user/deleteuser' as Endpoint<Json<typeof deleteUserSchema>, ApiResult<typeof deleteUser>>;
export const upload = 'POST /api/user/upload' as Endpoint<NoInput, ApiResult<typeof uploadUserFile>>;
export const download = 'POST /api/user/download' as Endpoint<NoInput, ApiResult<typeof downloadUserFile>>;
