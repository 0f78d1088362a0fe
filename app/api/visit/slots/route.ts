import { CLIENT_ROLES } from '@/lib/roles';
import { visitSlotsQuerySchema } from '@/lib/schemas/visit-change';
import { route } from '@/lib/server/http/route';
import { visitSlots } from '@/lib/server/services/visit-reschedule';

// GET /api/visit/slots?jobId=&from=&days=&scope= – free times for moving one of the Client's visits (or booking another like it)
export const GET = route({ access: CLIENT_ROLES, query: visitSlotsQuerySchema }, async ({ db, actor, query }) => visitSlots(db, actor, query));
