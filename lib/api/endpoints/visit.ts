import type { z } from 'zod';
import type { cancelVisitSchema, requestVisitSchema, rescheduleVisitSchema, visitSlotsQuerySchema } from '@/lib/schemas/visit-change';
import type { cancelVisit } from '@/lib/server/services/visit-cancel';
import type { requestVisit } from '@/lib/server/services/visit-request';
import type { rescheduleVisit, visitSlots } from '@/lib/server/services/visit-reschedule';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const slots = 'GET /api/visit/slots' as Endpoint<{ query: z.input<typeof visitSlotsQuerySchema> }, ApiResult<typeof visitSlots>>;
export const reschedule = 'POST /api/visit/reschedule' as Endpoint<{ json: z.input<typeof rescheduleVisitSchema> }, ApiResult<typeof rescheduleVisit>>;
export const cancel = 'POST /api/visit/cancel' as Endpoint<{ json: z.input<typeof cancelVisitSchema> }, ApiResult<typeof cancelVisit>>;
export const request = 'POST /api/visit/request' as Endpoint<{ json: z.input<typeof requestVisitSchema> }, ApiResult<typeof requestVisit>>;
