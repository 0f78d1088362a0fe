import { ADMIN_ROLES } from '@/lib/roles';
import { updateEnquirySchema } from '@/lib/schemas/enquiry';
import { route } from '@/lib/server/http/route';
import { updateEnquiry } from '@/lib/server/services/enquiries';

// PUT /api/enquiry/updateenquiry – status, linked job, autofill, estimate services and contact fields
export const PUT = route({ access: ADMIN_ROLES, body: updateEnquirySchema }, async ({ db, actor, body }) =>
  updateEnquiry(db, actor, body),
);
