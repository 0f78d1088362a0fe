import { jobItemParamsSchema, tickChecklistItemSchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { tickChecklistItem } from '@/lib/server/services/job-work';

// PUT /api/Job/UpdateChecklistItem/{id} – tick or untick a checklist item (the job's team and the company's admins)
export const PUT = route({ access: WORKFORCE_ROLES, body: tickChecklistItemSchema }, async ({ db, actor, body, params }) =>
  tickChecklistItem(db, actor, jobItemParamsSchema.parse(params).id, body),
);
