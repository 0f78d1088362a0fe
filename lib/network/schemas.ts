import { z } from 'zod';
import { COUNTY_KEYS, type County } from '@/lib/network/counties';
import { STATEMENT_STATUSES } from '@/lib/network/royalties';
import { MAX_PERIOD_MONTHS, PERIODS, STATEMENT_SORTS, tooLong } from '@/lib/network/rules';
import { districtSchema } from '@/lib/companies/territory-schemas';
import { dateSchema, moneySchema } from '@/lib/schemas/backoffice-common';
import { listQueryShape, paginationSchema } from '@/lib/schemas/common';

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

/** A month 'YYYY-MM' (the first day is stored). */
const monthSchema = z
  .string('Choose a month')
  .trim()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month (YYYY-MM)');

/**
 * POST /api/network/terms: an office's royalty terms from a month on. The percentage has at most two decimals (6.5%);
 * the fee is in pounds. A month already billed keeps its terms: the server refuses a start before this month.
 */
export const royaltyTermsSchema = z.object({
  companyId: z.uuid('Choose an office'),
  startsOn: monthSchema,
  royaltyPercent: z.coerce
    .number('Must be a number')
    .min(0, 'Must not be negative')
    .max(100, 'Must be at most 100')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals'),
  monthlyFee: moneySchema,
});
export type RoyaltyTermsInput = z.input<typeof royaltyTermsSchema>;

export const termsQuerySchema = z.object({ companyId: z.uuid('Choose an office') });

/** POST /api/network/statements: the statements you may see (latest versions), newest month first. */
export const listStatementsSchema = paginationSchema.extend({
  ...listQueryShape(STATEMENT_SORTS),
  status: z.enum(STATEMENT_STATUSES).optional(),
  companyId: z.uuid('Must be a valid id').optional(),
});
export type ListStatementsInput = z.input<typeof listStatementsSchema>;

/** POST /api/network/statement/correct: a new version made from today's records and the month's terms. */
export const correctStatementSchema = z.object({
  id: z.uuid('Must be a valid id'),
  note: z.string('Say why').trim().min(1, 'Say why').max(500, 'Must be at most 500 characters'),
});

/** GET /api/network/territories: every office's districts, and one county's coverage (default Norfolk). */
export const networkTerritoriesSchema = z.object({
  county: z.enum(COUNTY_KEYS as [County, ...County[]]).default('norfolk'),
});

/**
 * POST /api/network/offices: a new franchise office in one step, usually from a franchise lead (`leadId`): the
 * company, its first Administrator (invited by e-mail to choose a password), its districts and its royalty terms.
 */
export const openOfficeSchema = z.object({
  leadId: z.uuid('Must be a valid id').optional(),
  name: z.string('Required').trim().min(1, 'Required').max(120, 'Must be at most 120 characters'),
  code: z
    .string('Required')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{2,12}$/, '2 to 12 letters, digits or dashes'),
  address: z.string().trim().max(300, 'Must be at most 300 characters').optional(),
  email: z.email('Enter a valid e-mail address').optional().or(z.literal('')),
  phone: z.string().trim().max(40, 'Must be at most 40 characters').optional(),
  adminFirstName: z.string('Required').trim().min(1, 'Required').max(80, 'Must be at most 80 characters'),
  adminLastName: z.string('Required').trim().min(1, 'Required').max(80, 'Must be at most 80 characters'),
  adminEmail: z.email('Enter a valid e-mail address'),
  districts: z.array(districtSchema).min(1, 'Give at least one postcode district').max(200, 'At most 200 districts'),
  startsOn: royaltyTermsSchema.shape.startsOn,
  royaltyPercent: royaltyTermsSchema.shape.royaltyPercent,
  monthlyFee: royaltyTermsSchema.shape.monthlyFee,
});
export type OpenOfficeInput = z.input<typeof openOfficeSchema>;

/** GET /api/network/offices/overlaps?districts=NR1,NR2: which of these districts another office already covers. */
export const overlapsQuerySchema = z.object({
  districts: z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(z.array(districtSchema).max(200, 'At most 200 districts')),
});
