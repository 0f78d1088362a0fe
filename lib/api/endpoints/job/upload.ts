import type { uploadJobImage } from '@/lib/server/services/uploads';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const upload = 'POST /api/job/upload' as Endpoint<NoInput, ApiResult<typeof uploadJobImage>>;
