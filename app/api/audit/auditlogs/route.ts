import { audit } from '@/lib/server/http/endpoints/audit';
import { route } from '@/lib/server/http/route';
import { listAudit } from '@/lib/server/services/audit';

// sortable: { data, totalRecords, totalPages }. There is no endpoint that changes it.
export const GET = route(audit.list, async ({ db, actor, query }) => listAudit(db, actor, query));
