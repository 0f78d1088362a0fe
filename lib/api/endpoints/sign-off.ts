import type { idQuerySchema } from '@/lib/schemas/common';
import type { createJobSignedSchema, jobIdQuerySchema } from '@/lib/schemas/job';
import type { getJobSignature, listJobSignatures, signJob } from '@/lib/server/services/job-signatures';
import type { ApiResult, Endpoint, Json, Query } from './endpoint';

export const create = 'POST /api/jobsigned/createjobsigned' as Endpoint<Json<typeof createJobSignedSchema>, ApiResult<typeof signJob>>;
export const byJob = 'GET /api/jobsigned/getjobsignedbyjob' as Endpoint<Query<typeof jobIdQuerySchema>, ApiResult<typeof listJobSignatures>>;
export const get = 'GET /api/jobsigned/getjobsignedbyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getJobSignature>>;
