import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getEnquiryById } from '@/lib/server/services/enquiries';

// GET /api/Enquiry/getenquirybyid?id= – one enquiry of the admin's company
export const GET = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) =>
  getEnquiryById(db, actor, query.id),
);
