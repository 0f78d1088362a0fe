import { payment } from '@/lib/server/http/endpoints/payment';
import { route } from '@/lib/server/http/route';
import { receiveWebhook } from '@/lib/server/services/payments';

// The signature is checked over the body exactly as it arrived, so it is read as text, never parsed and re-serialised.
export const POST = route(payment.webhook, async ({ db, req }) => receiveWebhook(db, await req.text(), req.headers));
