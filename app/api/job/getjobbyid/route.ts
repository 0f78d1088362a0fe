import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { getJob } from '@/lib/server/services/jobs';

export const GET = route(job.get, async ({ db, actor, query }) => getJob(db, actor, query.id));
