import type { listInvoicesSchema } from '@/lib/schemas/invoice';
import type { listInvoices } from '@/lib/server/services/invoices';
import type { ApiResult, Endpoint, Json } from '../endpoint';

export const list = 'POST /api/invoice/invoices' as Endpoint<
  Json<typeof listInvoicesSchema>,
  ApiResult<typeof listInvoices>
>;
