import type { z } from 'zod';
import type { idQuerySchema } from '@/lib/schemas/common';
import type { createInvoiceSchema, listInvoicesSchema, updateInvoiceSchema } from '@/lib/schemas/invoice';
import type { createInvoice, deleteInvoice, getInvoice, listInvoices, updateInvoice } from '@/lib/server/services/invoices';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const list = 'POST /api/invoice/invoices' as Endpoint<{ json: z.input<typeof listInvoicesSchema> }, ApiResult<typeof listInvoices>>;
export const get = 'GET /api/invoice/getinvoicebyid' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof getInvoice>>;
export const pdf = 'GET /api/invoice/pdf' as Endpoint<{ query: z.input<typeof idQuerySchema> }, unknown>;
export const create = 'POST /api/invoice/createinvoice' as Endpoint<{ json: z.input<typeof createInvoiceSchema> }, ApiResult<typeof createInvoice>>;
export const update = 'PUT /api/invoice/updateinvoice' as Endpoint<{ json: z.input<typeof updateInvoiceSchema> }, ApiResult<typeof updateInvoice>>;
export const remove = 'DELETE /api/invoice/deleteinvoice' as Endpoint<{ query: z.input<typeof idQuerySchema> }, ApiResult<typeof deleteInvoice>>;
