import { z } from 'zod';
import { dateSchema } from '@/lib/schemas/backoffice-common';

import { AUDIT_ENTITIES, AUDIT_SORT_FIELDS } from '@/lib/schemas/list-fields';

export { AUDIT_ENTITIES, AUDIT_SORT_FIELDS };
export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

/**
 * POST /api/audit/auditLogs: a page of the trail, with search, filters and sorting. Every parameter has a default,
 * so the list screen can keep them all in its URL and send them back as they are.
 */
export const listAuditSchema = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  search: z.string().trim().max(100, 'Must be at most 100 characters').optional(),
  sortBy: z.enum(AUDIT_SORT_FIELDS).default('createdAt'),
  sortOrder: z.enum(['asc', 'desc']).default('desc'),
  entityType: z.enum(AUDIT_ENTITIES).optional(),
  action: z.string().trim().max(40).optional(),
  actorId: z.uuid('Must be a valid id').optional(),
  entityId: z.string().trim().max(100).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export type ListAuditInput = z.infer<typeof listAuditSchema>;
