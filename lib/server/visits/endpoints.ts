import 'server-only';
import { CLIENT_ROLES } from '@/lib/roles';
import {
  cancelVisitSchema,
  requestVisitSchema,
  rescheduleVisitSchema,
  visitSlotsQuerySchema,
} from '@/lib/visits/schemas';
import { endpoint, endpoints, json, refusal } from '@/lib/server/http/endpoint';
import { cancelVisit, FeeChanged } from '@/lib/server/visits/cancel';
import { requestVisit } from '@/lib/server/visits/request';
import { visitSlots, rescheduleVisit } from '@/lib/server/visits/reschedule';

export const visitsEndpoints = endpoints('Client visits', {
  'GET /api/visit/slots': endpoint({
    access: CLIENT_ROLES,
    query: visitSlotsQuerySchema,
    summary:
      "Free times (the online booking's slot engine) to move one of your visits ('one'), it and the rest of its series ('series'), or book another like it ('again'): { durationMinutes, teamSize, days: [{ date, times }] }; 409 with a reason when the visit can no longer change",
    handler: async ({ db, actor, query }) => visitSlots(db, actor, query),
  }),
  'POST /api/visit/reschedule': endpoint({
    access: CLIENT_ROLES,
    body: rescheduleVisitSchema,
    summary:
      'Move one of your visits, or it and the rest of its series, to a free time: { moved }; 409 slot_taken { slots } when the time was taken meanwhile, 409 visit_locked { reason } when the visit has started',
    handler: async ({ db, actor, body }) => {
      const result = await rescheduleVisit(db, actor, body);
      if (result.kind !== 'moved') return refusal(result.body, 409);
      return json(result.body, { headers: { 'Cache-Control': 'no-store' } });
    },
  }),
  'POST /api/visit/cancel': endpoint({
    access: CLIENT_ROLES,
    body: cancelVisitSchema,
    summary:
      "Cancel one of your visits under the company's notice rule, agreeing to the fee shown (confirmFeePence): { id, feePence, invoiceId }; 409 fee_changed { feePence } or visit_locked { reason }",
    handler: async ({ db, actor, body }) => {
      try {
        return await cancelVisit(db, actor, body);
      } catch (error) {
        if (!(error instanceof FeeChanged)) throw error;
        return refusal(
          {
            status: 409,
            code: error.code,
            message: error.message,
            reason: error.detail?.reason,
            feePence: error.feePence,
            insideNotice: error.insideNotice,
          },
          409,
        );
      }
    },
  }),
  'POST /api/visit/request': endpoint({
    access: CLIENT_ROLES,
    body: requestVisitSchema,
    success: 201,
    summary:
      'Ask for another visit like one of yours at a free time; it waits for the office to confirm: 201 { jobId, status: requested }; 409 slot_taken { slots }',
    handler: async ({ db, actor, body }) => {
      const result = await requestVisit(db, actor, body);
      if (result.kind === 'slot_taken') return refusal(result.body, 409);
      return json(result.body, { status: result.created ? 201 : 200, headers: { 'Cache-Control': 'no-store' } });
    },
  }),
});
