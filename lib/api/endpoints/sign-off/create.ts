import type { createJobSignedSchema } from '@/lib/schemas/job';
import type { signJob } from '@/lib/server/services/job-signatures';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/jobsigned/createjobsigned' as Endpoint<
  Json<typeof createJobSignedSchema>,
  ApiResult<typeof signJob>
>;
