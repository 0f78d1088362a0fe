import { listAuditSchema } from '@/lib/schemas/audit';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { listAudit } from '@/lib/server/services/audit';

// GET /api/audit/auditLogs – the audit trail (Administrators: their company; Super Administrators: all), paged, searchable,
// sortable: { data, totalRecords, totalPages }. There is no endpoint that changes it.
export const GET = route({ access: ADMINS, query: listAuditSchema }, async ({ db, actor, query }) => listAudit(db, actor, query));
