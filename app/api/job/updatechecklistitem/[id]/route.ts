import { jobItemParamsSchema } from '@/lib/schemas/job';
import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { tickChecklistItem } from '@/lib/server/services/job-work';

export const PUT = route(job.tickChecklistItem, async ({ db, actor, body, params }) =>
  tickChecklistItem(db, actor, jobItemParamsSchema.parse(params).id, body),
);
