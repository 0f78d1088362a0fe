import { listEstimatesSchema } from '@/lib/schemas/estimate';
import { route } from '@/lib/server/http/route';
import { CLIENTS_AND_ADMINS } from '@/lib/server/openapi/access';
import { listEstimates } from '@/lib/server/services/estimates';

// POST /api/Estimate/Estimates – estimates of service, paged: { data, totalPages, totalRecords }
export const POST = route({ access: CLIENTS_AND_ADMINS, body: listEstimatesSchema }, async ({ db, actor, body }) =>
  listEstimates(db, actor, body),
);
