import { franchise } from '@/lib/server/http/endpoints/franchise';
import { route } from '@/lib/server/http/route';
import { deleteFranchise } from '@/lib/server/services/franchise';

export const DELETE = route(franchise.remove, async ({ db, actor, query }) => deleteFranchise(db, actor, query.id));
