import { z } from 'zod';

export const idSchema = z.uuid('Must be a valid id');
export const idQuerySchema = z.object({ id: idSchema });

export const paginationSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(100),
});
export type Pagination = z.infer<typeof paginationSchema>;

export const SORT_ORDERS = ['asc', 'desc'] as const;

/**
 * Search and sort fields of a back-office list call: `sortBy` is one of the list's own sortable columns.
 * Spread into the list schema: `paginationSchema.extend({ ...listQueryShape(['name', 'createdAt']), status })`.
 */
export const listQueryShape = <K extends readonly [string, ...string[]]>(sortable: K) => ({
  search: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
  sortBy: z.enum(sortable).optional(),
  sortOrder: z.enum(SORT_ORDERS).optional(),
});
