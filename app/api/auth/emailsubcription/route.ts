import { auth } from '@/lib/server/http/endpoints/auth';
import { route } from '@/lib/server/http/route';
import { subscribe } from '@/lib/server/services/newsletter';

export const POST = route(auth.newsletterSignUp, async ({ db, query }) => subscribe(db, query));
