import type { getOverview } from '@/lib/server/services/overview';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const overview = 'GET /api/dashboard/overview' as Endpoint<{}, ApiResult<typeof getOverview>>;
