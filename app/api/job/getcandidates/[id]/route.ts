import { jobItemParamsSchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { listCandidates } from '@/lib/server/services/job-work';

// GET /api/Job/GetCandidates/{id} – the company's cleaners free at the job's date and time, not on its team yet
export const GET = route({ access: ADMIN_ROLES }, async ({ db, actor, params }) =>
  listCandidates(db, actor, jobItemParamsSchema.parse(params).id),
);
