import { ADMIN_ROLES } from '@/lib/roles';
import { mailIdParamsSchema } from '@/lib/schemas/mail';
import { route } from '@/lib/server/http/route';
import { getMailById } from '@/lib/server/services/mail';

// GET /api/Mail/GetMailById/{id} – one mail of the outbox with its text
export const GET = route({ access: ADMIN_ROLES }, async ({ db, actor, params }) => getMailById(db, actor, mailIdParamsSchema.parse(params).id));
