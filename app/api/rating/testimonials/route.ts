import { ADMIN_ROLES } from '@/lib/roles';
import { listTestimonialsSchema } from '@/lib/schemas/rating';
import { route } from '@/lib/server/http/route';
import { listTestimonials } from '@/lib/server/services/ratings';

// POST /api/rating/testimonials – 5-star ratings given with consent, to publish on the public carousel: { data, totalRecords, totalPages, counts }
export const POST = route({ access: ADMIN_ROLES, body: listTestimonialsSchema }, async ({ db, actor, body }) => listTestimonials(db, actor, body));
