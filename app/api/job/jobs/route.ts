import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { listJobs } from '@/lib/server/services/jobs';

export const POST = route(job.list, async ({ db, actor, body }) => listJobs(db, actor, body));
