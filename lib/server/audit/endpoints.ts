import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { listAuditSchema } from '@/lib/audit/schemas';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { listAudit } from '@/lib/server/audit/service';

export const auditEndpoints = endpoints('Audit', {
  // sortable: { data, totalRecords, totalPages }. There is no endpoint that changes it.
  'GET /api/audit/auditLogs': endpoint({
    access: ADMIN_ROLES,
    query: listAuditSchema,
    summary:
      'The audit trail, read-only (Administrators: their company; Super Administrators: all), paged, searchable, sortable: { data, totalRecords, totalPages }',
    handler: async ({ db, actor, query }) => listAudit(db, actor, query),
  }),
});
