import type { getOverview } from '@/lib/server/services/overview';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const overview = 'GET /api/dashboard/overview' as Endpoint<NoInput, ApiResult<typeof getOverview>>;
