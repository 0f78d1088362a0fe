import 'server-only';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { createLeaveSchema, listLeaveSchema, updateLeaveSchema } from '@/lib/schemas/leave';
import * as api from '@/lib/api/endpoints/leave';
import { serverHalf } from './define';

export const leave = serverHalf(api, 'Leave', {
  list: {
    contract: '/api/leaveTaken/leaveTakens',
    access: WORKFORCE_ROLES,
    body: listLeaveSchema,
    summary: 'Leave overlapping startDate–endDate (admins: the company; Cleaner: own), paged: { data, totalRecords }',
  },
  create: {
    contract: '/api/leaveTaken/createleaveTaken',
    access: WORKFORCE_ROLES,
    body: createLeaveSchema,
    success: 201,
    summary: 'Request leave (overlapping leave for the same person is 409)',
  },
  get: {
    contract: '/api/leaveTaken/createleaveTaken',
    access: WORKFORCE_ROLES,
    query: idQuerySchema,
    summary: 'One leave by id (the spec fetches by id from the create path)',
  },
  update: {
    contract: '/api/leaveTaken/updateleaveTaken',
    access: WORKFORCE_ROLES,
    body: updateLeaveSchema,
    summary: 'Edit leave; admins approve or reject it',
  },
  remove: {
    contract: '/api/leaveTaken/deleteleaveTaken',
    access: WORKFORCE_ROLES,
    query: idQuerySchema,
    summary: 'Withdraw a pending request (admins: delete any of the company)',
  },
});
