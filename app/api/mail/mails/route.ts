import { mail } from '@/lib/server/http/endpoints/mail';
import { route } from '@/lib/server/http/route';
import { listMails } from '@/lib/server/services/mail';

export const GET = route(mail.list, async ({ db, actor, query }) => listMails(db, actor, query));
