import { CLEANER_ROLES } from '@/lib/roles';
import { onMyWaySchema } from '@/lib/schemas/on-my-way';
import { route } from '@/lib/server/http/route';
import { configuredSmsSender } from '@/lib/server/sms';
import { sendOnMyWay } from '@/lib/server/services/on-my-way';

// POST /api/job/onmyway – a Cleaner on the visit's team tells its client the team is on its way (e-mail; text when configured)
export const POST = route({ access: CLEANER_ROLES, body: onMyWaySchema }, async ({ db, actor, body }) =>
  sendOnMyWay(db, actor, body.jobId, configuredSmsSender()),
);
