import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { deleteEstimate } from '@/lib/server/services/estimates';

// DELETE /api/Estimate/DeleteEstimate – delete an estimate that is not accepted
export const DELETE = route({ access: ADMINS, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteEstimate(db, actor, query.id),
);
