import { enquiry } from '@/lib/server/http/endpoints/enquiry';
import { route } from '@/lib/server/http/route';
import { enquiryHistory } from '@/lib/server/services/enquiry-events';

export const GET = route(enquiry.history, async ({ db, actor, query }) => enquiryHistory(db, actor, query.id));
