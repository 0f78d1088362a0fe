import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { deleteInvoice } from '@/lib/server/services/invoices';

// DELETE /api/invoice/deleteInvoice – delete a draft invoice
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteInvoice(db, actor, query.id),
);
