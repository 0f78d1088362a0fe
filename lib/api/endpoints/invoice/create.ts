import type { createInvoiceSchema } from '@/lib/schemas/invoice';
import type { createInvoice } from '@/lib/server/services/invoices';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const create = 'POST /api/invoice/createinvoice' as Endpoint<
  Json<typeof createInvoiceSchema>,
  ApiResult<typeof createInvoice>
>;
