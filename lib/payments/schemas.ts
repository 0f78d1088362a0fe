import { z } from 'zod';
import { idSchema } from '@/lib/schemas/common';

/** POST /api/payment/checkout: open a hosted payment page for one of the Client's sent invoices. */
export const startCheckoutSchema = z.object({ invoiceId: idSchema });
export type StartCheckoutInput = z.infer<typeof startCheckoutSchema>;

const testSessionId = z.string().regex(/^cs_test_[A-Za-z0-9_-]{16,64}$/, 'Must be a payment session id');

/** The built-in test provider's page reads its session, and its Pay / Fail buttons complete it. */
export const testSessionQuerySchema = z.object({ id: testSessionId });
export const completeTestSessionSchema = z.object({ sessionId: testSessionId, outcome: z.enum(['paid', 'failed']) });
export type CompleteTestSessionInput = z.infer<typeof completeTestSessionSchema>;
