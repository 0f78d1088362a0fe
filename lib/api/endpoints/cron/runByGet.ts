import type { runScheduledWork } from '@/lib/server/services/scheduler';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const runByGet = 'GET /api/cron/run' as Endpoint<NoInput, ApiResult<typeof runScheduledWork>>;
