import { updateLeaveSchema } from '@/lib/schemas/leave';
import { route } from '@/lib/server/http/route';
import { STAFF } from '@/lib/server/openapi/access';
import { updateLeave } from '@/lib/server/services/leave';

// PUT /api/leaveTaken/updateleaveTaken – edit leave; admins approve or reject it
export const PUT = route({ access: STAFF, body: updateLeaveSchema }, async ({ db, actor, body }) =>
  updateLeave(db, actor, body),
);
