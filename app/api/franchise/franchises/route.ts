import { ADMIN_ROLES } from '@/lib/roles';
import { listFranchisesSchema } from '@/lib/schemas/franchise';
import { route } from '@/lib/server/http/route';
import { listFranchises } from '@/lib/server/services/franchise';

// GET /api/franchise/franchises?pageNumber&pageSize&search&sortBy&sortOrder&status – the company's franchise requests: { data, totalRecords, totalPages, counts }
export const GET = route({ access: ADMIN_ROLES, query: listFranchisesSchema }, async ({ db, actor, query }) =>
  listFranchises(db, actor, query),
);
