import { rating } from '@/lib/server/http/endpoints/rating';
import { route } from '@/lib/server/http/route';
import { publishTestimonial } from '@/lib/server/services/ratings';

export const PUT = route(rating.publishTestimonial, async ({ db, actor, body }) => publishTestimonial(db, actor, body));
