import type { downloadUserFile } from '@/lib/server/services/uploads';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const download = 'POST /api/user/download' as Endpoint<NoInput, ApiResult<typeof downloadUserFile>>;
