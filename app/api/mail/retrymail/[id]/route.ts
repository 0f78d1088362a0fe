import { ADMIN_ROLES } from '@/lib/roles';
import { mailIdParamsSchema } from '@/lib/schemas/mail';
import { route } from '@/lib/server/http/route';
import { retryMail } from '@/lib/server/services/mail';

// POST /api/Mail/RetryMail/{id} – queue a failed mail again and start sending it (409 unless it failed)
export const POST = route({ access: ADMIN_ROLES }, async ({ db, actor, params }) => retryMail(db, actor, mailIdParamsSchema.parse(params).id));
