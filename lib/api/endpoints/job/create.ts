import type { createJobSchema } from '@/lib/schemas/job';
import type { createJob } from '@/lib/server/services/jobs';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/job/createjob' as Endpoint<Json<typeof createJobSchema>, ApiResult<typeof createJob>>;
