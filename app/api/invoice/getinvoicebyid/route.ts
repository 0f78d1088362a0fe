import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { CLIENT_AND_ADMIN_ROLES } from '@/lib/roles';
import { getInvoice } from '@/lib/server/services/invoices';

// GET /api/invoice/getInvoicebyId – one invoice you may see
export const GET = route({ access: CLIENT_AND_ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  getInvoice(db, actor, query.id),
);
