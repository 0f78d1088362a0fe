import { z } from 'zod';
import { dateSchema } from '@/lib/schemas/backoffice-common';
import { MAX_PERIOD_MONTHS, PERIODS, tooLong } from '@/lib/network/rules';

/**
 * GET /api/network/overview (and its CSV): a named period, or a custom one of at most three years whose end is on or
 * after its start. Refusals name the field (`to`), so the screen shows them under the date.
 */
export const networkPeriodSchema = z
  .object({
    period: z.enum(PERIODS).default('month'),
    from: dateSchema.optional(),
    to: dateSchema.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.period !== 'custom') return;
    if (!v.from) ctx.addIssue({ code: 'custom', path: ['from'], message: 'Choose the first day' });
    if (!v.to) ctx.addIssue({ code: 'custom', path: ['to'], message: 'Choose the last day' });
    if (!v.from || !v.to) return;
    if (v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'End date must be on or after the start date' });
    else if (tooLong(v.from, v.to))
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A period may be at most ${MAX_PERIOD_MONTHS / 12} years`,
      });
  });
export type NetworkPeriodInput = z.input<typeof networkPeriodSchema>;
