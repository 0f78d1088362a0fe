import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { deleteSubscriber } from '@/lib/server/services/newsletter';

// DELETE /api/newsletter/deleteSubscriber?id= – remove an address from the newsletter list
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteSubscriber(db, actor, query.id),
);
