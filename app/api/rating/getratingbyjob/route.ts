import { rating } from '@/lib/server/http/endpoints/rating';
import { route } from '@/lib/server/http/route';
import { getJobRating } from '@/lib/server/services/ratings';

export const GET = route(rating.byJob, async ({ db, actor, query }) => getJobRating(db, actor, query.jobId));
