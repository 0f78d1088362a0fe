import { mailIdParamsSchema } from '@/lib/schemas/mail';
import { mail } from '@/lib/server/http/endpoints/mail';
import { route } from '@/lib/server/http/route';
import { retryMail } from '@/lib/server/services/mail';

export const POST = route(mail.retry, async ({ db, actor, params }) =>
  retryMail(db, actor, mailIdParamsSchema.parse(params).id),
);
