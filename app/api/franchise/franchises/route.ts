import { franchise } from '@/lib/server/http/endpoints/franchise';
import { route } from '@/lib/server/http/route';
import { listFranchises } from '@/lib/server/services/franchise';

export const GET = route(franchise.list, async ({ db, actor, query }) => listFranchises(db, actor, query));
