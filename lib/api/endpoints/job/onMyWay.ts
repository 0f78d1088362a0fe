import type { onMyWaySchema } from '@/lib/schemas/on-my-way';
import type { sendOnMyWay } from '@/lib/server/services/on-my-way';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const onMyWay = 'POST /api/job/onmyway' as Endpoint<Json<typeof onMyWaySchema>, ApiResult<typeof sendOnMyWay>>;
