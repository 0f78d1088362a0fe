import { listLeaveSchema } from '@/lib/schemas/leave';
import { route } from '@/lib/server/http/route';
import { WORKFORCE_ROLES } from '@/lib/roles';
import { listLeave } from '@/lib/server/services/leave';

// POST /api/leaveTaken/leaveTakens – leave overlapping startDate–endDate (admins: the company; Cleaner: own), paged: { data, totalRecords }
export const POST = route({ access: WORKFORCE_ROLES, body: listLeaveSchema }, async ({ db, actor, body }) =>
  listLeave(db, actor, body),
);
