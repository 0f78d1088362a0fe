import type { idQuerySchema } from '@/lib/schemas/common';
import type { createInvoiceSchema, listInvoicesSchema, updateInvoiceSchema } from '@/lib/schemas/invoice';
import type { createInvoice, deleteInvoice, getInvoice, listInvoices, updateInvoice } from '@/lib/server/services/invoices';
import type { ApiResult, Download, Endpoint, Json, Query } from './endpoint';

export const list = 'POST /api/invoice/invoices' as Endpoint<Json<typeof listInvoicesSchema>, ApiResult<typeof listInvoices>>;
export const get = 'GET /api/invoice/getinvoicebyid' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof getInvoice>>;
export const pdf = 'GET /api/invoice/pdf' as Endpoint<Query<typeof idQuerySchema>, Download>;
export const create = 'POST /api/invoice/createinvoice' as Endpoint<Json<typeof createInvoiceSchema>, ApiResult<typeof createInvoice>>;
export const update = 'PUT /api/invoice/updateinvoice' as Endpoint<Json<typeof updateInvoiceSchema>, ApiResult<typeof updateInvoice>>;
export const remove = 'DELETE /api/invoice/deleteinvoice' as Endpoint<Query<typeof idQuerySchema>, ApiResult<typeof deleteInvoice>>;
