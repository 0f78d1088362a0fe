import { franchise } from '@/lib/server/http/endpoints/franchise';
import { route } from '@/lib/server/http/route';
import { getFranchiseById } from '@/lib/server/services/franchise';

export const GET = route(franchise.get, async ({ db, actor, query }) => getFranchiseById(db, actor, query.id));
