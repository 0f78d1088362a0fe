import { ADMIN_ROLES } from '@/lib/roles';
import { publishTestimonialSchema } from '@/lib/schemas/rating';
import { route } from '@/lib/server/http/route';
import { publishTestimonial } from '@/lib/server/services/ratings';

// PUT /api/rating/publishtestimonial – show or hide a testimonial on the public carousel
export const PUT = route({ access: ADMIN_ROLES, body: publishTestimonialSchema }, async ({ db, actor, body }) => publishTestimonial(db, actor, body));
