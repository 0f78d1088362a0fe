import type { runScheduledWork } from '@/lib/server/services/scheduler';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const run = 'POST /api/cron/run' as Endpoint<{}, ApiResult<typeof runScheduledWork>>;
export const runByGet = 'GET /api/cron/run' as Endpoint<{}, ApiResult<typeof runScheduledWork>>;
