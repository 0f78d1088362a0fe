import { listClockSchema } from '@/lib/schemas/clocking';
import { route } from '@/lib/server/http/route';
import { listClockRecords } from '@/lib/server/services/clocking';

// GET /api/ClockInAndOut/ClockInAndOuts – clock records between startDate and endDate (admins: company; Cleaner: own; Client: visits to their jobs)
export const GET = route({ access: 'signed-in', query: listClockSchema }, async ({ db, actor, query }) =>
  listClockRecords(db, actor, query),
);
