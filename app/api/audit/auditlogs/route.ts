import { listAuditSchema } from '@/lib/schemas/audit';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { listAudit } from '@/lib/server/services/audit';

// GET /api/audit/auditLogs – the audit trail (Administrators: their company; Super Administrators: all), paged, searchable,
// sortable: { data, totalRecords, totalPages }. There is no endpoint that changes it.
export const GET = route({ access: ADMIN_ROLES, query: listAuditSchema }, async ({ db, actor, query }) => listAudit(db, actor, query));
