import { z } from 'zod';

export const idSchema = z.uuid('Must be a valid id');
export const idQuerySchema = z.object({ id: idSchema });

export const paginationSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
export type Pagination = z.infer<typeof paginationSchema>;
