import { z } from 'zod';
import { PAYMENT_OUTCOMES, PAYMENT_PROVIDERS } from '@/lib/payments/rules';
import { dateSchema } from '@/lib/schemas/backoffice-common';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { PAYMENT_ATTEMPT_SORTS } from '@/lib/schemas/list-fields';

/** POST /api/payment/checkout: open a hosted payment page for one of the Client's sent invoices. */
export const startCheckoutSchema = z.object({ invoiceId: idSchema });
export type StartCheckoutInput = z.infer<typeof startCheckoutSchema>;

const testSessionId = z.string().regex(/^cs_test_[A-Za-z0-9_-]{16,64}$/, 'Must be a payment session id');

/** The built-in test provider's page reads its session, and its Pay / Fail buttons complete it. */
export const testSessionQuerySchema = z.object({ id: testSessionId });
export const completeTestSessionSchema = z.object({ sessionId: testSessionId, outcome: z.enum(['paid', 'failed']) });
export type CompleteTestSessionInput = z.infer<typeof completeTestSessionSchema>;

/**
 * GET /api/payment/attempts: the office's checkouts, newest first unless sorted; searchable (invoice number, client,
 * reference), filtered by outcome, provider and the day they were started (from–to, London days, both included).
 */
export const listPaymentAttemptsSchema = paginationSchema
  .extend({
    ...listQueryShape(PAYMENT_ATTEMPT_SORTS),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
    status: z.enum(PAYMENT_OUTCOMES).optional(),
    provider: z.enum(PAYMENT_PROVIDERS).optional(),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
  })
  .refine((v) => !v.from || !v.to || v.to >= v.from, { message: 'Must be on or after the start', path: ['to'] });
export type ListPaymentAttemptsInput = z.infer<typeof listPaymentAttemptsSchema>;
