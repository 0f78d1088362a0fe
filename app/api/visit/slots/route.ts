import { visit } from '@/lib/server/http/endpoints/visit';
import { route } from '@/lib/server/http/route';
import { visitSlots } from '@/lib/server/services/visit-reschedule';

export const GET = route(visit.slots, async ({ db, actor, query }) => visitSlots(db, actor, query));
