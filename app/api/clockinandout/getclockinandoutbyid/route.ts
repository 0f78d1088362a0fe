import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getClockRecord } from '@/lib/server/services/clocking';

// GET /api/ClockInAndOut/GetClockInAndOutbyId – one clock record you may see
export const GET = route({ access: 'signed-in', query: idQuerySchema }, async ({ db, actor, query }) =>
  getClockRecord(db, actor, query.id),
);
