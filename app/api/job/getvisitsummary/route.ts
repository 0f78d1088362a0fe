import { visitSummaryQuerySchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { getVisitSummary } from '@/lib/server/services/job-visit';

// GET /api/Job/GetVisitSummary – a visit you may see, as its sign-off shows it: checklist, chat photos, time on site
export const GET = route({ access: 'signed-in', query: visitSummaryQuerySchema }, async ({ db, actor, query }) =>
  getVisitSummary(db, actor, query.jobId),
);
