import { startCheckoutSchema } from '@/lib/schemas/payment';
import { route } from '@/lib/server/http/route';
import { startCheckout } from '@/lib/server/services/payments';

// POST /api/payment/checkout – a Client opens the hosted payment page for one of their sent, unpaid invoices: { sessionId, url }
export const POST = route({ access: ['Client'], body: startCheckoutSchema }, async ({ db, actor, body }) => startCheckout(db, actor, body));
