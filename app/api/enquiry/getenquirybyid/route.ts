import { enquiry } from '@/lib/server/http/endpoints/enquiry';
import { route } from '@/lib/server/http/route';
import { getEnquiryById } from '@/lib/server/services/enquiries';

export const GET = route(enquiry.get, async ({ db, actor, query }) => getEnquiryById(db, actor, query.id));
