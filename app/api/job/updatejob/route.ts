import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { updateJob } from '@/lib/server/services/jobs';

export const PUT = route(job.update, async ({ db, actor, body }) => updateJob(db, actor, body));
