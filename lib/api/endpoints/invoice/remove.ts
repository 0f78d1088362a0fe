import type { idQuerySchema } from '@/lib/schemas/common';
import type { deleteInvoice } from '@/lib/server/services/invoices';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const remove = 'DELETE /api/invoice/deleteinvoice' as Endpoint<
  Query<typeof idQuerySchema>,
  ApiResult<typeof deleteInvoice>
>;
