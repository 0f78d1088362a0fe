import { updateJobSchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { STAFF } from '@/lib/server/openapi/access';
import { updateJob } from '@/lib/server/services/jobs';

// PUT /api/job/updatejob – update a job (admins; the assigned Cleaner may only move its stage)
export const PUT = route({ access: STAFF, body: updateJobSchema }, async ({ db, actor, body }) =>
  updateJob(db, actor, body),
);
