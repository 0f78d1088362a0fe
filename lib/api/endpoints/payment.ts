import type { z } from 'zod';
import type { completeTestSessionSchema, startCheckoutSchema, testSessionQuerySchema } from '@/lib/schemas/payment';
import type { completeTestSession, getTestSession, receiveWebhook, startCheckout } from '@/lib/server/services/payments';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const checkout = 'POST /api/payment/checkout' as Endpoint<{ json: z.input<typeof startCheckoutSchema> }, ApiResult<typeof startCheckout>>;
export const webhook = 'POST /api/payment/webhook' as Endpoint<{}, ApiResult<typeof receiveWebhook>>;
export const testSession = 'GET /api/payment/testsession' as Endpoint<{ query: z.input<typeof testSessionQuerySchema> }, ApiResult<typeof getTestSession>>;
export const testComplete = 'POST /api/payment/testcomplete' as Endpoint<{ json: z.input<typeof completeTestSessionSchema> }, ApiResult<typeof completeTestSession>>;
