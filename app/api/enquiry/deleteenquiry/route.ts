import { enquiry } from '@/lib/server/http/endpoints/enquiry';
import { route } from '@/lib/server/http/route';
import { deleteEnquiry } from '@/lib/server/services/enquiries';

export const DELETE = route(enquiry.remove, async ({ db, actor, query }) => deleteEnquiry(db, actor, query.id));
