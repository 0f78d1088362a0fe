import type { checkDatabase } from '@/lib/server/health';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const health = 'GET /api/health' as Endpoint<
  NoInput,
  { status: 'ok' | 'unavailable'; database: ApiResult<typeof checkDatabase> }
>;
