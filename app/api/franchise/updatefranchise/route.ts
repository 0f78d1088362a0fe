import { franchise } from '@/lib/server/http/endpoints/franchise';
import { route } from '@/lib/server/http/route';
import { updateFranchise } from '@/lib/server/services/franchise';

export const PUT = route(franchise.update, async ({ db, actor, body }) => updateFranchise(db, actor, body));
