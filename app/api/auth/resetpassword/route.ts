import { auth } from '@/lib/server/http/endpoints/auth';
import { route } from '@/lib/server/http/route';
import { resetPassword } from '@/lib/server/services/passwords';

export const POST = route(auth.resetPassword, async ({ db, body }) => resetPassword(db, body));
