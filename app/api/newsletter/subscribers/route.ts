import { ADMIN_ROLES } from '@/lib/roles';
import { paginationSchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { listSubscribers } from '@/lib/server/services/newsletter';

// GET /api/newsletter/subscribers?pageNumber&pageSize – newsletter list for head-office staff: { data, totalRecords }
export const GET = route({ access: ADMIN_ROLES, query: paginationSchema }, async ({ db, actor, query }) =>
  listSubscribers(db, actor, query),
);
