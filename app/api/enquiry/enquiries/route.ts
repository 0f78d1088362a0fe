import { ADMIN_ROLES } from '@/lib/roles';
import { listEnquiriesSchema } from '@/lib/schemas/enquiry';
import { route } from '@/lib/server/http/route';
import { listEnquiries } from '@/lib/server/services/enquiries';

// POST /api/enquiry/enquiries – the company's enquiries and applications (search, sort, status, category): { data, totalRecords, totalPages, counts }
export const POST = route({ access: ADMIN_ROLES, body: listEnquiriesSchema }, async ({ db, actor, body }) =>
  listEnquiries(db, actor, body),
);
