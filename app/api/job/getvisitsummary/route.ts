import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { getVisitSummary } from '@/lib/server/services/job-visit';

export const GET = route(job.visitSummary, async ({ db, actor, query }) => getVisitSummary(db, actor, query.jobId));
