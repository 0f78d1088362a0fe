import { payment } from '@/lib/server/http/endpoints/payment';
import { route } from '@/lib/server/http/route';
import { completeTestSession } from '@/lib/server/services/payments';

export const POST = route(payment.testComplete, async ({ db, body }) => completeTestSession(db, body));
