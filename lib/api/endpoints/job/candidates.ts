import type { listCandidates } from '@/lib/server/services/job-work';
import type { ApiResult, Endpoint } from '../endpoint';

export const candidates = 'GET /api/job/getcandidates/[id]' as Endpoint<
  { params: { id: string } },
  ApiResult<typeof listCandidates>
>;
