import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { deleteInvoice } from '@/lib/server/services/invoices';

// DELETE /api/invoice/deleteInvoice – delete a draft invoice
export const DELETE = route({ access: ADMINS, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteInvoice(db, actor, query.id),
);
