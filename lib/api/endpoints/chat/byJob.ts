import type { jobIdQuerySchema } from '@/lib/schemas/job';
import type { listChat } from '@/lib/server/services/chat';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const byJob = 'GET /api/chatbox/getchatboxbyjob' as Endpoint<
  Query<typeof jobIdQuerySchema>,
  ApiResult<typeof listChat>
>;
