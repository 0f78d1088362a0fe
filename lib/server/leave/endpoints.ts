import 'server-only';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { createLeaveSchema, listLeaveSchema, updateLeaveSchema } from '@/lib/leave/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { listLeave, createLeave, getLeave, updateLeave, deleteLeave } from '@/lib/server/leave/service';

export const leaveEndpoints = endpoints('Leave', {
  'POST /api/leaveTaken/leaveTakens': endpoint({
    access: WORKFORCE_ROLES,
    body: listLeaveSchema,
    summary: 'Leave overlapping startDate–endDate (admins: the company; Cleaner: own), paged: { data, totalRecords }',
    handler: async ({ db, actor, body }) => listLeave(db, actor, body),
  }),
  'POST /api/leaveTaken/createleaveTaken': endpoint({
    access: WORKFORCE_ROLES,
    body: createLeaveSchema,
    success: 201,
    summary: 'Request leave (overlapping leave for the same person is 409)',
    handler: async ({ db, actor, body }) => await createLeave(db, actor, body),
  }),
  'GET /api/leaveTaken/createleaveTaken': endpoint({
    access: WORKFORCE_ROLES,
    query: idQuerySchema,
    summary: 'One leave by id (the spec fetches by id from the create path)',
    handler: async ({ db, actor, query }) => getLeave(db, actor, query.id),
  }),
  'PUT /api/leaveTaken/updateleaveTaken': endpoint({
    access: WORKFORCE_ROLES,
    body: updateLeaveSchema,
    summary: 'Edit leave; admins approve or reject it',
    handler: async ({ db, actor, body }) => updateLeave(db, actor, body),
  }),
  'DELETE /api/leaveTaken/deleteleaveTaken': endpoint({
    access: WORKFORCE_ROLES,
    query: idQuerySchema,
    summary: 'Withdraw a pending request (admins: delete any of the company)',
    handler: async ({ db, actor, query }) => deleteLeave(db, actor, query.id),
  }),
});
