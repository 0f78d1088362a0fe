import { enquiry } from '@/lib/server/http/endpoints/enquiry';
import { route } from '@/lib/server/http/route';
import { listEnquiries } from '@/lib/server/services/enquiries';

export const POST = route(enquiry.list, async ({ db, actor, body }) => listEnquiries(db, actor, body));
