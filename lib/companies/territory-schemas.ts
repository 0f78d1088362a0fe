import { validOutcode } from 'postcode';
import { z } from 'zod';
import { idSchema, listQueryShape, paginationSchema } from '@/lib/schemas/common';
import { TERRITORY_SORTS } from '@/lib/schemas/list-fields';

/**
 * A UK postcode district (outcode) a company covers: `NR1`, `IP22`, `SW1A`. Checked with the `postcode` library,
 * stored upper case without spaces, the form the coverage look-up derives from a visitor's postcode.
 */
export const districtSchema = z
  .string('Enter a postcode district')
  .trim()
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .min(1, 'Enter a postcode district')
      .max(4, 'Enter a postcode district such as NR1')
      .refine(validOutcode, 'Enter a postcode district such as NR1'),
  );

/** POST /api/company/addterritory: Administrators add to their own company; Super Administrators name the company. */
export const addTerritorySchema = z.object({ district: districtSchema, companyId: idSchema.optional() });
export type AddTerritoryInput = z.infer<typeof addTerritorySchema>;

/** DELETE /api/company/removeterritory?district=: a district of the caller's company (any, for Super Administrators). */
export const removeTerritorySchema = z.object({ district: districtSchema });
export type RemoveTerritoryInput = z.infer<typeof removeTerritorySchema>;

/** GET /api/company/territories: one company's districts, or (Super Administrators) every company's, paged and sorted. */
export const listTerritoriesSchema = paginationSchema.extend({
  ...listQueryShape(TERRITORY_SORTS),
  companyId: idSchema.optional(),
});
export type ListTerritoriesInput = z.infer<typeof listTerritoriesSchema>;
