import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { deleteEnquiry } from '@/lib/server/services/enquiries';

// DELETE /api/enquiry/deleteenquiry?id= – delete an enquiry (and an application's CV)
export const DELETE = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  deleteEnquiry(db, actor, query.id),
);
