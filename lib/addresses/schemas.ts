import { z } from 'zod';

/** GET /api/autocomplete/{term}?top=20 */
export const autocompleteQuerySchema = z.object({ top: z.coerce.number().int().min(1).max(50).default(20) });
export const autocompleteParamsSchema = z.object({
  term: z
    .string('Type part of an address')
    .trim()
    .min(1, 'Type part of an address')
    .max(100, 'Must be at most 100 characters'),
});
