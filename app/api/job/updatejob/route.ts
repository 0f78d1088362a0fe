import { updateJobSchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { updateJob } from '@/lib/server/services/jobs';

// PUT /api/job/updatejob – update a job (admins; the assigned Cleaner may only move its stage)
export const PUT = route({ access: WORKFORCE_ROLES, body: updateJobSchema }, async ({ db, actor, body }) =>
  updateJob(db, actor, body),
);
