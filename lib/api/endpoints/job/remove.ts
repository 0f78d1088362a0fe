import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteJob } from '@/lib/server/services/jobs';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/job/deletejob' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteJob>>;
