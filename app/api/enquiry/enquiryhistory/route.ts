import { ADMIN_ROLES } from '@/lib/roles';
import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { enquiryHistory } from '@/lib/server/services/enquiry-events';

// GET /api/Enquiry/EnquiryHistory?id= – status changes and notes of an enquiry, oldest first: { data }
export const GET = route({ access: ADMIN_ROLES, query: idQuerySchema }, async ({ db, actor, query }) => enquiryHistory(db, actor, query.id));
