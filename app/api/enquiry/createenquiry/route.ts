import { enquiry } from '@/lib/server/http/endpoints/enquiry';
import { route } from '@/lib/server/http/route';
import { createEnquiry } from '@/lib/server/services/enquiries';

export const POST = route(enquiry.create, async ({ db, body }) => createEnquiry(db, body));
