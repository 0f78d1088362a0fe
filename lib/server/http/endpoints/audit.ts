import 'server-only';
import { ADMIN_ROLES } from '@/lib/roles';
import { listAuditSchema } from '@/lib/schemas/audit';
import * as api from '@/lib/api/endpoints/audit';
import { serverHalf } from './define';

export const audit = serverHalf(api, 'Audit', {
  list: {
    contract: '/api/audit/auditLogs',
    access: ADMIN_ROLES,
    query: listAuditSchema,
    summary:
      'The audit trail, read-only (Administrators: their company; Super Administrators: all), paged, searchable, sortable: { data, totalRecords, totalPages }',
  },
});
