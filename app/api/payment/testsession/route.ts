import { testSessionQuerySchema } from '@/lib/schemas/payment';
import { notFound } from '@/lib/server/http/errors';
import { route } from '@/lib/server/http/route';
import { getTestSession } from '@/lib/server/services/payments';

// GET /api/payment/testsession?id= – the built-in test provider's session (404 unless that provider is the active one)
export const GET = route({ access: 'public', query: testSessionQuerySchema }, async ({ db, query }) => {
  const session = await getTestSession(db, query.id);
  if (!session) throw notFound('Payment session not found');
  return session;
});
