import type { uploadUserFile } from '@/lib/server/services/uploads';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const upload = 'POST /api/user/upload' as Endpoint<NoInput, ApiResult<typeof uploadUserFile>>;
