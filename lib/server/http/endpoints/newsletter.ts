import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema, paginationSchema } from '@/lib/schemas/common';
import * as api from '@/lib/api/endpoints/newsletter';
import { serverHalf } from './define';

export const newsletter = serverHalf(api, 'Newsletter', {
  list: {
    access: ADMIN_ROLES,
    query: paginationSchema,
    summary: 'Newsletter subscribers (head-office staff): { data, totalRecords }',
  },
  remove: {
    contract: '/api/newsletter/deleteSubscriber',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Remove an address from the newsletter list (head-office staff)',
  },
});
