import { invoice } from '@/lib/server/http/endpoints/invoice';
import { route } from '@/lib/server/http/route';
import { updateInvoice } from '@/lib/server/services/invoices';

export const PUT = route(invoice.update, async ({ db, actor, body }) => updateInvoice(db, actor, body));
