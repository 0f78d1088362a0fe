import type { visitSummaryQuerySchema } from '@/lib/schemas/job';
import type { getVisitSummary } from '@/lib/server/services/job-visit';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const visitSummary = 'GET /api/job/getvisitsummary' as Endpoint<
  Query<typeof visitSummaryQuerySchema>,
  ApiResult<typeof getVisitSummary>
>;
