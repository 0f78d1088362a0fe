import { updateInvoiceSchema } from '@/lib/schemas/invoice';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { updateInvoice } from '@/lib/server/services/invoices';

// PUT /api/invoice/updateInvoice – update an invoice; totals are recomputed from the items
export const PUT = route({ access: ADMIN_ROLES, body: updateInvoiceSchema }, async ({ db, actor, body }) =>
  updateInvoice(db, actor, body),
);
