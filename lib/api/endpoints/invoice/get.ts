import type { idQuerySchema } from '@/lib/schemas/common';
import type { getInvoice } from '@/lib/server/services/invoices';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const get = 'GET /api/invoice/getinvoicebyid' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof getInvoice>
>;
