import type { z } from 'zod';
import type { bookInputSchema, bookingInputSchema, coverageQuerySchema, slotsInputSchema } from '@/lib/schemas/booking';
import type { bookingCoverage, bookingQuote, bookingSlots } from '@/lib/server/services/booking';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const coverage = 'GET /api/booking/coverage' as Endpoint<{ query: z.input<typeof coverageQuerySchema> }, ApiResult<typeof bookingCoverage>>;
export const quote = 'POST /api/booking/quote' as Endpoint<{ json: z.input<typeof bookingInputSchema> }, ApiResult<typeof bookingQuote>>;
export const slots = 'POST /api/booking/slots' as Endpoint<{ json: z.input<typeof slotsInputSchema> }, ApiResult<typeof bookingSlots>>;
export const book = 'POST /api/booking/book' as Endpoint<{ json: z.input<typeof bookInputSchema> }, unknown>;
