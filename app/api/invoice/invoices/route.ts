import { listInvoicesSchema } from '@/lib/schemas/invoice';
import { route } from '@/lib/server/http/route';
import { CLIENTS_AND_ADMINS } from '@/lib/server/openapi/access';
import { listInvoices } from '@/lib/server/services/invoices';

// POST /api/invoice/invoices – invoices (admins: the company; Client: their own, not drafts), paged: { data, totalRecords }
export const POST = route({ access: CLIENTS_AND_ADMINS, body: listInvoicesSchema }, async ({ db, actor, body }) =>
  listInvoices(db, actor, body),
);
