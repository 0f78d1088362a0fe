import { franchise } from '@/lib/server/http/endpoints/franchise';
import { route } from '@/lib/server/http/route';
import { createFranchise } from '@/lib/server/services/franchise';

export const POST = route(franchise.create, async ({ db, body }) => createFranchise(db, body));
