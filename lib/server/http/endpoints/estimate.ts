import 'server-only';
import { ADMIN_ROLES, CLIENT_AND_ADMIN_ROLES, CLIENT_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import {
  createEstimateSchema,
  listEstimatesSchema,
  respondEstimateSchema,
  updateEstimateSchema,
} from '@/lib/schemas/estimate';
import * as api from '@/lib/api/endpoints/estimate';
import { serverHalf } from './define';

export const estimate = serverHalf(api, 'Estimates', {
  list: {
    contract: '/api/Estimate/Estimates',
    access: CLIENT_AND_ADMIN_ROLES,
    body: listEstimatesSchema,
    summary:
      "Estimates of service (your company's; a Client's own once sent), searchable and sortable: { data, totalPages, totalRecords, counts }",
  },
  get: {
    contract: '/api/Estimate/GetEstimatebyId',
    access: CLIENT_AND_ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'One estimate (a Client: their own, once sent)',
  },
  respond: {
    contract: '/api/Estimate/RespondEstimate',
    access: CLIENT_ROLES,
    body: respondEstimateSchema,
    summary: 'The Client a sent estimate is made out to accepts (creating the job) or declines it',
  },
  create: {
    contract: '/api/Estimate/CreateEstimate',
    access: ADMIN_ROLES,
    body: createEstimateSchema,
    success: 201,
    summary: 'Create an estimate from an enquiry or from scratch; totals set by the server',
  },
  update: {
    contract: '/api/Estimate/UpdateEstimate',
    access: ADMIN_ROLES,
    body: updateEstimateSchema,
    summary: 'Update an estimate; accepting it creates a job',
  },
  remove: {
    contract: '/api/Estimate/DeleteEstimate',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete an estimate that is not accepted',
  },
});
