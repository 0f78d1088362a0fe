import { route } from '@/lib/server/http/route';
import { receiveWebhook } from '@/lib/server/services/payments';

// The signature is checked over the body exactly as it arrived, so it is read as text, never parsed and re-serialised.
// POST /api/payment/webhook – the payment provider's signed events (Stripe-Signature); 400 and no change unless verified
export const POST = route({ access: 'public' }, async ({ db, req }) => receiveWebhook(db, await req.text(), req.headers));
