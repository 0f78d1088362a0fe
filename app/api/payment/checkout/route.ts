import { payment } from '@/lib/server/http/endpoints/payment';
import { route } from '@/lib/server/http/route';
import { startCheckout } from '@/lib/server/services/payments';

export const POST = route(payment.checkout, async ({ db, actor, body }) => startCheckout(db, actor, body));
