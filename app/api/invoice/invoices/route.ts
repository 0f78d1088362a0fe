import { invoice } from '@/lib/server/http/endpoints/invoice';
import { route } from '@/lib/server/http/route';
import { listInvoices } from '@/lib/server/services/invoices';

export const POST = route(invoice.list, async ({ db, actor, body }) => listInvoices(db, actor, body));
