import { createFranchiseSchema } from '@/lib/schemas/franchise';
import { route } from '@/lib/server/http/route';
import { createFranchise } from '@/lib/server/services/franchise';

// POST /api/franchise/createFranchise – a franchise information-pack request (idempotent on the client's id)
export const POST = route({ access: 'public', body: createFranchiseSchema }, async ({ db, body }) => createFranchise(db, body));
