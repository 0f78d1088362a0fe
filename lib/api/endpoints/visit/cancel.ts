import type { cancelVisitSchema } from '@/lib/schemas/visit-change';
import type { cancelVisit } from '@/lib/server/services/visit-cancel';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const cancel = 'POST /api/visit/cancel' as Endpoint<
  Json<typeof cancelVisitSchema>,
  ApiResult<typeof cancelVisit>
>;
