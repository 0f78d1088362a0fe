import type { idQuerySchema } from '@/lib/schemas/common';
import type { getJob } from '@/lib/server/services/jobs';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/job/getjobbyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getJob>>;
