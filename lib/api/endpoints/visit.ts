import type { cancelVisitSchema, requestVisitSchema, rescheduleVisitSchema, visitSlotsQuerySchema } from '@/lib/schemas/visit-change';
import type { cancelVisit } from '@/lib/server/services/visit-cancel';
import type { RequestResult } from '@/lib/server/services/visit-request';
import type { RescheduleResult, visitSlots } from '@/lib/server/services/visit-reschedule';
import type { ApiResult, Endpoint, Jsonify, Json, Query } from './endpoint';

export const slots = 'GET /api/visit/slots' as Endpoint<Query<typeof visitSlotsQuerySchema>, ApiResult<typeof visitSlots>>;
export const reschedule = 'POST /api/visit/reschedule' as Endpoint<Json<typeof rescheduleVisitSchema>, Jsonify<Extract<RescheduleResult, { kind: 'moved' }>['body']>>;
export const cancel = 'POST /api/visit/cancel' as Endpoint<Json<typeof cancelVisitSchema>, ApiResult<typeof cancelVisit>>;
export const request = 'POST /api/visit/request' as Endpoint<Json<typeof requestVisitSchema>, Jsonify<Extract<RequestResult, { kind: 'requested' }>['body']>>;
