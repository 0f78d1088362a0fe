import { enquiry } from '@/lib/server/http/endpoints/enquiry';
import { route } from '@/lib/server/http/route';
import { updateEnquiry } from '@/lib/server/services/enquiries';

export const PUT = route(enquiry.update, async ({ db, actor, body }) => updateEnquiry(db, actor, body));
