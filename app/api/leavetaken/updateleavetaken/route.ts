import { updateLeaveSchema } from '@/lib/schemas/leave';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { updateLeave } from '@/lib/server/services/leave';

// PUT /api/leaveTaken/updateleaveTaken – edit leave; admins approve or reject it
export const PUT = route({ access: WORKFORCE_ROLES, body: updateLeaveSchema }, async ({ db, actor, body }) =>
  updateLeave(db, actor, body),
);
