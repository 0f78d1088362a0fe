import { newsletter } from '@/lib/server/http/endpoints/newsletter';
import { route } from '@/lib/server/http/route';
import { listSubscribers } from '@/lib/server/services/newsletter';

export const GET = route(newsletter.list, async ({ db, actor, query }) => listSubscribers(db, actor, query));
