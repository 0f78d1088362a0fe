import { completeTestSessionSchema } from '@/lib/schemas/payment';
import { route } from '@/lib/server/http/route';
import { completeTestSession } from '@/lib/server/services/payments';

// POST /api/payment/testcomplete – the test provider's Pay / Fail: sends its signed webhook, answers { returnUrl }
export const POST = route({ access: 'public', body: completeTestSessionSchema }, async ({ db, body }) => completeTestSession(db, body));
