import { newsletterSchema } from '@/lib/schemas/newsletter';
import { route } from '@/lib/server/http/route';
import { subscribe } from '@/lib/server/services/newsletter';

// POST /api/Auth/emailSubcription?email= – newsletter sign-up (no body); a repeat sign-up is a friendly 200
export const POST = route({ access: 'public', query: newsletterSchema }, async ({ db, query }) => subscribe(db, query));
