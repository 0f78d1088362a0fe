import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { deleteJob } from '@/lib/server/services/jobs';

// DELETE /api/job/deletejob – delete a job of your company
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteJob(db, actor, query.id),
);
