import { ADMIN_ROLES } from '@/lib/roles';
import { updateFranchiseSchema } from '@/lib/schemas/franchise';
import { route } from '@/lib/server/http/route';
import { updateFranchise } from '@/lib/server/services/franchise';

// PUT /api/franchise/updateFranchise – status (new/contacted/info-pack-sent/closed), notes and form fields
export const PUT = route({ access: ADMIN_ROLES, body: updateFranchiseSchema }, async ({ db, actor, body }) =>
  updateFranchise(db, actor, body),
);
