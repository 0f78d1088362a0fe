import 'server-only';
import { ADMIN_ROLES, CLIENT_AND_ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { createInvoiceSchema, listInvoicesSchema, updateInvoiceSchema } from '@/lib/schemas/invoice';
import * as api from '@/lib/api/endpoints/invoice';
import { serverHalf } from './define';

export const invoice = serverHalf(api, 'Invoices', {
  list: {
    access: CLIENT_AND_ADMIN_ROLES,
    body: listInvoicesSchema,
    summary:
      'Invoices (admins: the company; Client: their own, not drafts), searched, sorted, paged, with counts and totals per status as shown (pending past due = overdue): { data, totalRecords, totalPages, counts, totals }',
  },
  get: {
    contract: '/api/invoice/getInvoicebyId',
    access: CLIENT_AND_ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'One invoice you may see',
  },
  pdf: {
    access: CLIENT_AND_ADMIN_ROLES,
    query: idQuerySchema,
    summary:
      'The invoice as a PDF download (application/pdf, attachment named after its number): admins of its company; its Client once it is sent',
  },
  create: {
    access: ADMIN_ROLES,
    body: createInvoiceSchema,
    success: 201,
    summary: 'Create an invoice; number, due date (+15 days) and totals are set by the server',
  },
  update: {
    contract: '/api/invoice/updateInvoice',
    access: ADMIN_ROLES,
    body: updateInvoiceSchema,
    summary: 'Update an invoice; totals are recomputed from the items',
  },
  remove: {
    contract: '/api/invoice/deleteInvoice',
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a draft invoice',
  },
});
