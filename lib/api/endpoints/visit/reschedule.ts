import type { rescheduleVisitSchema } from '@/lib/schemas/visit-change';
import type { RescheduleResult } from '@/lib/server/services/visit-reschedule';
import type { Endpoint, Jsonify, Json } from '../endpoint';

export const reschedule = 'POST /api/visit/reschedule' as Endpoint<
  Json<typeof rescheduleVisitSchema>,
  Jsonify<Extract<RescheduleResult, { kind: 'moved' }>['body']>
>;
