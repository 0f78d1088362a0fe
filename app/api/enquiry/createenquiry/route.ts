import { createEnquirySchema } from '@/lib/schemas/enquiry';
import { route } from '@/lib/server/http/route';
import { createEnquiry } from '@/lib/server/services/enquiries';

// POST /api/Enquiry/CreateEnquiry – store a public enquiry or job application (idempotent on the client's id)
export const POST = route({ access: 'public', body: createEnquirySchema }, async ({ db, body }) => createEnquiry(db, body));
