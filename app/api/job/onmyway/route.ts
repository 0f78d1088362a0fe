import { job } from '@/lib/server/http/endpoints/job';
import { route } from '@/lib/server/http/route';
import { configuredSmsSender } from '@/lib/server/sms';
import { sendOnMyWay } from '@/lib/server/services/on-my-way';

export const POST = route(job.onMyWay, async ({ db, actor, body }) =>
  sendOnMyWay(db, actor, body.jobId, configuredSmsSender()),
);
