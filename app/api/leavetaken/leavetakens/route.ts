import { listLeaveSchema } from '@/lib/schemas/leave';
import { route } from '@/lib/server/http/route';
import { STAFF } from '@/lib/server/openapi/access';
import { listLeave } from '@/lib/server/services/leave';

// POST /api/leaveTaken/leaveTakens – leave overlapping startDate–endDate (admins: the company; Cleaner: own), paged: { data, totalRecords }
export const POST = route({ access: STAFF, body: listLeaveSchema }, async ({ db, actor, body }) =>
  listLeave(db, actor, body),
);
