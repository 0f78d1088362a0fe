import { jobIdQuerySchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { listJobSignatures } from '@/lib/server/services/job-signatures';

// GET /api/JobSigned/GetJobSignedbyJob – sign-offs of a job you may see: { data, totalRecords }
export const GET = route({ access: 'signed-in', query: jobIdQuerySchema }, async ({ db, actor, query }) =>
  listJobSignatures(db, actor, query.jobId),
);
