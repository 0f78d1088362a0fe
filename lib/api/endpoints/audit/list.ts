import type { listAuditSchema } from '@/lib/schemas/audit';
import type { listAudit } from '@/lib/server/services/audit';
import type { ApiResult, Endpoint, Query } from '../endpoint';

export const list = 'GET /api/audit/auditlogs' as Endpoint<Query<typeof listAuditSchema>, ApiResult<typeof listAudit>>;
