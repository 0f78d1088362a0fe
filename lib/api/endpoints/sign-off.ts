import type { z } from 'zod';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { createJobSignedSchema, jobIdQuerySchema } from '@/lib/schemas/job';
import type { getJobSignature, listJobSignatures, signJob } from '@/lib/server/services/job-signatures';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const create = 'POST /api/jobsigned/createjobsigned' as Endpoint<{ json: z.input<typeof createJobSignedSchema> }, ApiResult<typeof signJob>>;
export const byJob = 'GET /api/jobsigned/getjobsignedbyjob' as Endpoint<{ query: z.input<typeof jobIdQuerySchema> }, ApiResult<typeof listJobSignatures>>;
export const get = 'GET /api/jobsigned/getjobsignedbyid' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getJobSignature>>;
