import { newsletter } from '@/lib/server/http/endpoints/newsletter';
import { route } from '@/lib/server/http/route';
import { deleteSubscriber } from '@/lib/server/services/newsletter';

export const DELETE = route(newsletter.remove, async ({ db, actor, query }) => deleteSubscriber(db, actor, query.id));
