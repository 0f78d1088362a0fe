import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { createFranchiseSchema, listFranchisesSchema, updateFranchiseSchema } from '@/lib/franchises/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import {
  createFranchise,
  listFranchises,
  getFranchiseById,
  updateFranchise,
  deleteFranchise,
} from '@/lib/server/franchises/service';

export const franchisesEndpoints = endpoints('Franchise', {
  'POST /api/franchise/createFranchise': endpoint({
    access: 'public',
    body: createFranchiseSchema,
    summary: "Franchise information-pack request; idempotent on the client's id: { success, id }",
    handler: async ({ db, body }) => createFranchise(db, body),
  }),
  'GET /api/franchise/franchises': endpoint({
    access: ADMIN_ROLES,
    query: listFranchisesSchema,
    summary:
      "Your company's franchise requests, newest first unless sorted; search and status filter: { data, totalRecords, totalPages, counts }",
    handler: async ({ db, actor, query }) => listFranchises(db, actor, query),
  }),
  'GET /api/franchise/getfranchisebyid': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'One franchise request of your company',
    handler: async ({ db, actor, query }) => getFranchiseById(db, actor, query.id),
  }),
  'PUT /api/franchise/updateFranchise': endpoint({
    access: ADMIN_ROLES,
    body: updateFranchiseSchema,
    summary: 'Status (new/contacted/info-pack-sent/closed), notes and form fields',
    handler: async ({ db, actor, body }) => updateFranchise(db, actor, body),
  }),
  'DELETE /api/franchise/deleteFranchise': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a franchise request',
    handler: async ({ db, actor, query }) => deleteFranchise(db, actor, query.id),
  }),
});
