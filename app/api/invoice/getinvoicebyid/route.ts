import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { CLIENTS_AND_ADMINS } from '@/lib/server/openapi/access';
import { getInvoice } from '@/lib/server/services/invoices';

// GET /api/invoice/getInvoicebyId – one invoice you may see
export const GET = route({ access: CLIENTS_AND_ADMINS, query: idQuerySchema }, async ({ db, actor, query }) =>
  getInvoice(db, actor, query.id),
);
