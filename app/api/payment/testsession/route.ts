import { notFound } from '@/lib/server/http/errors';
import { payment } from '@/lib/server/http/endpoints/payment';
import { route } from '@/lib/server/http/route';
import { getTestSession } from '@/lib/server/services/payments';

export const GET = route(payment.testSession, async ({ db, query }) => {
  const session = await getTestSession(db, query.id);
  if (!session) throw notFound('Payment session not found');
  return session;
});
