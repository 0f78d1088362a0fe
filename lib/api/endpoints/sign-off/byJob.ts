import type { jobIdQuerySchema } from '@/lib/schemas/job';
import type { listJobSignatures } from '@/lib/server/services/job-signatures';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const byJob = 'GET /api/jobsigned/getjobsignedbyjob' as Endpoint<
  Query<typeof jobIdQuerySchema>,
  ApiResult<typeof listJobSignatures>
>;
