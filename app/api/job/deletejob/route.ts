import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { deleteJob } from '@/lib/server/services/jobs';

export const DELETE = route(job.remove, async ({ db, actor, query }) => deleteJob(db, actor, query.id));
