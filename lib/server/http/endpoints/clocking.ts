import 'server-only';
import { ADMIN_ROLES, WORKFORCE_ROLES } from '@/lib/roles';
import { clockInSchema, clockOutSchema, listClockSchema } from '@/lib/schemas/clocking';
import { idQuerySchema } from '@/lib/schemas/common';
import * as api from '@/lib/api/endpoints/clocking';
import { serverHalf } from './define';

export const clocking = serverHalf(api, 'Clocking', {
  list: {
    contract: '/api/ClockInAndOut/ClockInAndOuts',
    access: 'signed-in',
    query: listClockSchema,
    summary:
      'Clock records between startDate and endDate (admins: company; Cleaner: own; Client: visits to their jobs)',
  },
  get: {
    contract: '/api/ClockInAndOut/GetClockInAndOutbyId',
    access: 'signed-in',
    query: idQuerySchema,
    summary: 'One clock record you may see',
  },
  create: {
    contract: '/api/ClockInAndOut/CreateClockInAndOut',
    access: WORKFORCE_ROLES,
    body: clockInSchema,
    success: 201,
    summary: 'Clock in (one open record per user: a second is 409)',
  },
  update: {
    contract: '/api/ClockInAndOut/UpdateClockInAndOut',
    access: WORKFORCE_ROLES,
    body: clockOutSchema,
    summary: 'Clock out (out after in); admins may correct times',
  },
  remove: {
    contract: '/api/ClockInAndOut/DeleteClockInAndOut',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a clock record of your company',
  },
});
