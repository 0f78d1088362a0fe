import type { updateInvoiceSchema } from '@/lib/schemas/invoice';
import type { updateInvoice } from '@/lib/server/services/invoices';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const update = 'PUT /api/invoice/updateinvoice' as Endpoint<
  Json<typeof updateInvoiceSchema>,
  ApiResult<typeof updateInvoice>
>;
