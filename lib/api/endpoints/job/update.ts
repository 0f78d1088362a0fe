import type { updateJobSchema } from '@/lib/schemas/job';
import type { updateJob } from '@/lib/server/services/jobs';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/job/updatejob' as Endpoint<Json<typeof updateJobSchema>, ApiResult<typeof updateJob>>;
