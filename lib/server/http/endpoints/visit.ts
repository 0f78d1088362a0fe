import 'server-only';
import { CLIENT_ROLES } from '@/lib/roles';
import {
  cancelVisitSchema,
  requestVisitSchema,
  rescheduleVisitSchema,
  visitSlotsQuerySchema,
} from '@/lib/schemas/visit-change';
import * as api from '@/lib/api/endpoints/visit';
import { serverHalf } from './define';

export const visit = serverHalf(api, 'Client visits', {
  slots: {
    access: CLIENT_ROLES,
    query: visitSlotsQuerySchema,
    summary:
      "Free times (the online booking's slot engine) to move one of your visits ('one'), it and the rest of its series ('series'), or book another like it ('again'): { durationMinutes, teamSize, days: [{ date, times }] }; 409 with a reason when the visit can no longer change",
  },
  reschedule: {
    access: CLIENT_ROLES,
    body: rescheduleVisitSchema,
    summary:
      'Move one of your visits, or it and the rest of its series, to a free time: { moved }; 409 slot_taken { slots } when the time was taken meanwhile, 409 visit_locked { reason } when the visit has started',
  },
  cancel: {
    access: CLIENT_ROLES,
    body: cancelVisitSchema,
    summary:
      "Cancel one of your visits under the company's notice rule, agreeing to the fee shown (confirmFeePence): { id, feePence, invoiceId }; 409 fee_changed { feePence } or visit_locked { reason }",
  },
  request: {
    access: CLIENT_ROLES,
    body: requestVisitSchema,
    success: 201,
    summary:
      'Ask for another visit like one of yours at a free time; it waits for the office to confirm: 201 { jobId, status: requested }; 409 slot_taken { slots }',
  },
});
