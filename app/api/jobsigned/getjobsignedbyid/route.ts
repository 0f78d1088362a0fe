import { signOff } from '@/lib/server/http/endpoints/sign-off';
import { route } from '@/lib/server/http/route';
import { getJobSignature } from '@/lib/server/services/job-signatures';

export const GET = route(signOff.get, async ({ db, actor, query }) => getJobSignature(db, actor, query.id));
