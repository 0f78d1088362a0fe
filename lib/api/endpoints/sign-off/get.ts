import type { idQuerySchema } from '@/lib/schemas/common';
import type { getJobSignature } from '@/lib/server/services/job-signatures';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/jobsigned/getjobsignedbyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getJobSignature>
>;
