import { invoice } from '@/lib/server/http/endpoints/invoice';
import { route } from '@/lib/server/http/route';
import { deleteInvoice } from '@/lib/server/services/invoices';

export const DELETE = route(invoice.remove, async ({ db, actor, query }) => deleteInvoice(db, actor, query.id));
