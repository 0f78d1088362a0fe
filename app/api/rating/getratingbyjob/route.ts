import { jobIdQuerySchema } from '@/lib/schemas/job';
import { route } from '@/lib/server/http/route';
import { getJobRating } from '@/lib/server/services/ratings';

// GET /api/rating/getratingbyjob?jobId= – a visible job's rating (or null) and whether you may rate it now
export const GET = route({ access: 'signed-in', query: jobIdQuerySchema }, async ({ db, actor, query }) => getJobRating(db, actor, query.jobId));
