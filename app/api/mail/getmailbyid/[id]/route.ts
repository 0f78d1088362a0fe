import { mailIdParamsSchema } from '@/lib/schemas/mail';
import { mail } from '@/lib/server/http/endpoints/mail';
import { route } from '@/lib/server/http/route';
import { getMailById } from '@/lib/server/services/mail';

export const GET = route(mail.get, async ({ db, actor, params }) =>
  getMailById(db, actor, mailIdParamsSchema.parse(params).id),
);
