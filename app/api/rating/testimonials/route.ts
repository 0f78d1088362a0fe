import { rating } from '@/lib/server/http/endpoints/rating';
import { route } from '@/lib/server/http/route';
import { listTestimonials } from '@/lib/server/services/ratings';

export const POST = route(rating.testimonials, async ({ db, actor, body }) => listTestimonials(db, actor, body));
