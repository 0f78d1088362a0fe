import type { uploadCompanyLogo } from '@/lib/server/services/uploads';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const upload = 'POST /api/company/upload' as Endpoint<NoInput, ApiResult<typeof uploadCompanyLogo>>;
