import { listJobsSchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { listJobs } from '@/lib/server/services/jobs';

// POST /api/job/jobs – jobs you may see (admins: the company; Cleaner: assigned; Client: own), paged: { data, totalRecords }
export const POST = route({ access: 'signed-in', body: listJobsSchema }, async ({ db, actor, body }) =>
  listJobs(db, actor, body),
);
