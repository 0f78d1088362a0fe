import { z } from 'zod';
import { optionalId, requiredText } from '@/lib/schemas/backoffice-common';
import { idSchema } from '@/lib/schemas/common';

export const listCategoriesSchema = z.object({ companyId: optionalId });
export const createCategorySchema = z.object({
  type: z.literal('Services', "Only type 'Services' is kept").default('Services'),
  name: requiredText(100, 'Name is required'),
  companyId: optionalId,
});
export type CreateCategoryInput = z.infer<typeof createCategorySchema>;
export const updateCategorySchema = z.object({
  id: idSchema,
  type: z.literal('Services', "Only type 'Services' is kept").optional(),
  name: requiredText(100, 'Name is required'),
});
export type UpdateCategoryInput = z.infer<typeof updateCategorySchema>;
