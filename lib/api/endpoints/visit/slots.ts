import type { visitSlotsQuerySchema } from '@/lib/schemas/visit-change';
import type { visitSlots } from '@/lib/server/services/visit-reschedule';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const slots = 'GET /api/visit/slots' as Endpoint<
  Query<typeof visitSlotsQuerySchema>,
  ApiResult<typeof visitSlots>
>;
