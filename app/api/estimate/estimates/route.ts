import { listEstimatesSchema } from '@/lib/schemas/estimate';
import { route } from '@/lib/server/http/route';
import { CLIENT_AND_ADMIN_ROLES } from '@/lib/roles';
import { listEstimates } from '@/lib/server/services/estimates';

// POST /api/Estimate/Estimates – estimates of service, paged: { data, totalPages, totalRecords }
export const POST = route({ access: CLIENT_AND_ADMIN_ROLES, body: listEstimatesSchema }, async ({ db, actor, body }) =>
  listEstimates(db, actor, body),
);
