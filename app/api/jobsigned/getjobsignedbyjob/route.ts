import { signOff } from '@/lib/server/http/endpoints/sign-off';
import { route } from '@/lib/server/http/route';
import { listJobSignatures } from '@/lib/server/services/job-signatures';

export const GET = route(signOff.byJob, async ({ db, actor, query }) => listJobSignatures(db, actor, query.jobId));
