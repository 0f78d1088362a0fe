import { listInvoicesSchema } from '@/lib/schemas/invoice';
import { route } from '@/lib/server/http/route';
import { CLIENT_AND_ADMIN_ROLES } from '@/lib/roles';
import { listInvoices } from '@/lib/server/services/invoices';

// POST /api/invoice/invoices – invoices (admins: the company; Client: their own, not drafts), paged: { data, totalRecords }
export const POST = route({ access: CLIENT_AND_ADMIN_ROLES, body: listInvoicesSchema }, async ({ db, actor, body }) =>
  listInvoices(db, actor, body),
);
