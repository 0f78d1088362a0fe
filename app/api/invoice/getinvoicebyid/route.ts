import { invoice } from '@/lib/server/http/endpoints/invoice';
import { route } from '@/lib/server/http/route';
import { getInvoice } from '@/lib/server/services/invoices';

export const GET = route(invoice.get, async ({ db, actor, query }) => getInvoice(db, actor, query.id));
