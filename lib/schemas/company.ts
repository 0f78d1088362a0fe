import { z } from 'zod';
import { optionalText, requiredText, storagePathSchema } from './backoffice-common';
import { idSchema, listQueryShape, paginationSchema } from './common';
import { COMPANY_SORTS } from './list-fields';

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
};

export const createCompanySchema = z.object(fields);
export type CreateCompanyInput = z.infer<typeof createCompanySchema>;

export const updateCompanySchema = z.object({ id: idSchema, ...fields }).partial().required({ id: true });
export type UpdateCompanyInput = z.infer<typeof updateCompanySchema>;

/** GET /api/Company/Companies query (all optional; without any, the first 100 by name as before). */
export const listCompaniesSchema = paginationSchema.extend(listQueryShape(COMPANY_SORTS));
export type ListCompaniesInput = z.infer<typeof listCompaniesSchema>;
