import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { createFranchiseSchema, listFranchisesSchema, updateFranchiseSchema } from '@/lib/schemas/franchise';
import * as api from '@/lib/api/endpoints/franchise';
import { serverHalf } from './define';

export const franchise = serverHalf(api, 'Franchise', {
  create: {
    contract: '/api/franchise/createFranchise',
    access: 'public',
    body: createFranchiseSchema,
    summary: "Franchise information-pack request; idempotent on the client's id: { success, id }",
  },
  list: {
    access: ADMIN_ROLES,
    query: listFranchisesSchema,
    summary:
      "Your company's franchise requests, newest first unless sorted; search and status filter: { data, totalRecords, totalPages, counts }",
  },
  get: { access: ADMIN_ROLES, query: idQuerySchema, summary: 'One franchise request of your company' },
  update: {
    contract: '/api/franchise/updateFranchise',
    access: ADMIN_ROLES,
    body: updateFranchiseSchema,
    summary: 'Status (new/contacted/info-pack-sent/closed), notes and form fields',
  },
  remove: {
    contract: '/api/franchise/deleteFranchise',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a franchise request',
  },
});
