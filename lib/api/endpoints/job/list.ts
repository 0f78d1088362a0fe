import type { listJobsSchema } from '@/lib/schemas/job';
import type { listJobs } from '@/lib/server/services/jobs';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const list = 'POST /api/job/jobs' as Endpoint<Json<typeof listJobsSchema>, ApiResult<typeof listJobs>>;
