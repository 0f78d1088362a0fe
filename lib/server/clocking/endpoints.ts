import 'server-only';
import { ADMIN_ROLES, WORKFORCE_ROLES } from '@/lib/roles';
import { clockInSchema, clockOutSchema, listClockSchema } from '@/lib/clocking/schemas';
import { idQuerySchema } from '@/lib/schemas/common';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { clockIn } from '@/lib/server/clocking/clock-in';
import { getClockRecord, listClockRecords } from '@/lib/server/clocking/records';
import { clockOut, deleteClockRecord } from '@/lib/server/clocking/service';

export const clockingEndpoints = endpoints('Clocking', {
  'GET /api/ClockInAndOut/ClockInAndOuts': endpoint({
    access: 'signed-in',
    query: listClockSchema,
    summary:
      'Clock records between startDate and endDate (admins: company; Cleaner: own; Client: visits to their jobs)',
    handler: async ({ db, actor, query }) => listClockRecords(db, actor, query),
  }),
  'GET /api/ClockInAndOut/GetClockInAndOutbyId': endpoint({
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One clock record you may see',
    handler: async ({ db, actor, query }) => getClockRecord(db, actor, query.id),
  }),
  'POST /api/ClockInAndOut/CreateClockInAndOut': endpoint({
    access: WORKFORCE_ROLES,
    body: clockInSchema,
    success: 201,
    summary: 'Clock in (one open record per user: a second is 409)',
    handler: async ({ db, actor, body }) => await clockIn(db, actor, body),
  }),
  'PUT /api/ClockInAndOut/UpdateClockInAndOut': endpoint({
    access: WORKFORCE_ROLES,
    body: clockOutSchema,
    summary: 'Clock out (out after in); admins may correct times',
    handler: async ({ db, actor, body }) => clockOut(db, actor, body),
  }),
  'DELETE /api/ClockInAndOut/DeleteClockInAndOut': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a clock record of your company',
    handler: async ({ db, actor, query }) => deleteClockRecord(db, actor, query.id),
  }),
});
