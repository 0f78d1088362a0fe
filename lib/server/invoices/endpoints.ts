import 'server-only';
import { ADMIN_ROLES, CLIENT_AND_ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { createInvoiceSchema, listInvoicesSchema, updateInvoiceSchema } from '@/lib/invoices/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { listInvoices, getInvoice, invoicePdf } from '@/lib/server/invoices/queries';
import { createInvoice, updateInvoice, deleteInvoice } from '@/lib/server/invoices/service';

export const invoicesEndpoints = endpoints('Invoices', {
  'POST /api/invoice/invoices': endpoint({
    access: CLIENT_AND_ADMIN_ROLES,
    body: listInvoicesSchema,
    summary:
      'Invoices (admins: the company; Client: their own, not drafts), searched, sorted, paged, with counts and totals per status as shown (pending past due = overdue): { data, totalRecords, totalPages, counts, totals }',
    handler: async ({ db, actor, body }) => listInvoices(db, actor, body),
  }),
  'GET /api/invoice/getInvoicebyId': endpoint({
    access: CLIENT_AND_ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'One invoice you may see',
    handler: async ({ db, actor, query }) => getInvoice(db, actor, query.id),
  }),
  'GET /api/invoice/pdf': endpoint({
    access: CLIENT_AND_ADMIN_ROLES,
    query: idQuerySchema,
    summary:
      'The invoice as a PDF download (application/pdf, attachment named after its number): admins of its company; its Client once it is sent',
    handler: async ({ db, actor, query }) => {
      const { fileName, bytes } = await invoicePdf(db, actor, query.id);
      return new Response(new Uint8Array(bytes), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(bytes.byteLength),
          'Content-Disposition': `attachment; filename="${fileName}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  }),
  'POST /api/invoice/createinvoice': endpoint({
    access: ADMIN_ROLES,
    body: createInvoiceSchema,
    success: 201,
    summary: 'Create an invoice; number, due date (+15 days) and totals are set by the server',
    handler: async ({ db, actor, body }) => await createInvoice(db, actor, body),
  }),
  'PUT /api/invoice/updateInvoice': endpoint({
    access: ADMIN_ROLES,
    body: updateInvoiceSchema,
    summary: 'Update an invoice; totals are recomputed from the items',
    handler: async ({ db, actor, body }) => updateInvoice(db, actor, body),
  }),
  'DELETE /api/invoice/deleteInvoice': endpoint({
    access: ADMIN_ROLES,
    query: idQuerySchema,
    summary: 'Delete a draft invoice',
    handler: async ({ db, actor, query }) => deleteInvoice(db, actor, query.id),
  }),
});
