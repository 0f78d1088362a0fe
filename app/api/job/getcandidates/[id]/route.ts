import { jobItemParamsSchema } from '@/lib/schemas/job';
import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { listCandidates } from '@/lib/server/services/job-work';

export const GET = route(job.candidates, async ({ db, actor, params }) =>
  listCandidates(db, actor, jobItemParamsSchema.parse(params).id),
);
