import 'server-only';
import { ADMIN_ROLES, CLIENT_AND_ADMIN_ROLES, CLIENT_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  createEstimateSchema,
  listEstimatesSchema,
  respondEstimateSchema,
  updateEstimateSchema,
} from '@/lib/estimates/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { listEstimates, getEstimate } from '@/lib/server/estimates/queries';
import { respondToEstimate } from '@/lib/server/estimates/acceptance';
import { createEstimate, updateEstimate, deleteEstimate } from '@/lib/server/estimates/service';

export const estimatesEndpoints = endpoints('Estimates', {
  'POST /api/Estimate/Estimates': endpoint({
    access: CLIENT_AND_ADMIN_ROLES,
    body: listEstimatesSchema,
    summary:
      "Estimates of service (your company's; a Client's own once sent), searchable and sortable: { data, totalPages, totalRecords, counts }",
    handler: async ({ db, actor, body }) => listEstimates(db, actor, body),
  }),
  'GET /api/Estimate/GetEstimatebyId': endpoint({
    access: CLIENT_AND_ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'One estimate (a Client: their own, once sent)',
    handler: async ({ db, actor, query }) => getEstimate(db, actor, query.id),
  }),
  'POST /api/Estimate/RespondEstimate': endpoint({
    access: CLIENT_ROLES,
    body: respondEstimateSchema,
    summary: 'The Client a sent estimate is made out to accepts (creating the job) or declines it',
    handler: async ({ db, actor, body }) => respondToEstimate(db, actor, body),
  }),
  'POST /api/Estimate/CreateEstimate': endpoint({
    access: ADMIN_ROLES,
    body: createEstimateSchema,
    success: 201,
    summary: 'Create an estimate from an enquiry or from scratch; totals set by the server',
    handler: async ({ db, actor, body }) => await createEstimate(db, actor, body),
  }),
  'PUT /api/Estimate/UpdateEstimate': endpoint({
    access: ADMIN_ROLES,
    body: updateEstimateSchema,
    summary: 'Update an estimate; accepting it creates a job',
    handler: async ({ db, actor, body }) => updateEstimate(db, actor, body),
  }),
  'DELETE /api/Estimate/DeleteEstimate': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete an estimate that is not accepted',
    handler: async ({ db, actor, query }) => deleteEstimate(db, actor, query.id),
  }),
});
