import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getJobSignature } from '@/lib/server/services/job-signatures';

// GET /api/JobSigned/GetJobSignedbyId – one sign-off of a job you may see
export const GET = route({ access: 'signed-in', query: idQuerySchema }, async ({ db, actor, query }) =>
  getJobSignature(db, actor, query.id),
);
