import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { deleteJob } from '@/lib/server/services/jobs';

// DELETE /api/job/deletejob – delete a job of your company
export const DELETE = route({ access: ADMINS, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteJob(db, actor, query.id),
);
