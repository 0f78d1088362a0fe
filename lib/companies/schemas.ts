import { z } from 'zod';
import { optionalText, requiredText, storagePathSchema } from '@/lib/schemas/backoffice-common';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { COMPANY_SORTS } from '@/lib/schemas/list-fields';

const fields = {
  name: requiredText(200, 'Company name is required'),
  companyCodeNumber: z
    .string('Company code is required')
    .trim()
    .min(1, 'Company code is required')
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only'),
  currencySymbol: z.string().trim().min(1).max(5).default('£'),
  address: optionalText(300).nullable(),
  vatNumber: optionalText(40).nullable(),
  email: z.email('Invalid email').max(254).nullish(),
  phone: optionalText(40).nullable(),
  logoPath: storagePathSchema.nullish(),
  /** Days after the due date on which unpaid invoices are chased by e-mail ("3, 7, 14" from the form); empty: never. */
  paymentChaseDays: z
    .preprocess(
      (v) =>
        typeof v === 'string'
          ? v
              .split(/[\s,;]+/)
              .filter(Boolean)
              .map(Number)
          : v,
      z
        .array(
          z
            .number('Whole days between 1 and 365')
            .int('Whole days between 1 and 365')
            .min(1, 'Whole days between 1 and 365')
            .max(365, 'Whole days between 1 and 365'),
        )
        .max(6, 'At most 6 reminders')
        .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    )
    .optional(),
};

export const createCompanySchema = z.object(fields);
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;

export const updateCompanySchema = z
  .object({ id: idSchema, ...fields })
  .partial()
  .required({ id: true });
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;

/** GET /api/Company/Companies query (all optional; without any, the first 100 by name as before). */
export const listCompaniesSchema = paginationSchema.extend(listQueryShape(COMPANY_SORTS));
export type ListCompaniesInput = z.infer<typeof listCompaniesSchema>;
