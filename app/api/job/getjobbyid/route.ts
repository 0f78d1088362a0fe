import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getJob } from '@/lib/server/services/jobs';

// GET /api/Job/GetJobbyId – one job you may see
export const GET = route({ access: 'signed-in', query: idQuerySchema }, async ({ db, actor, query }) =>
  getJob(db, actor, query.id),
);
