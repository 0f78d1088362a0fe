import { resetPasswordSchema } from '@/lib/schemas/password';
import { route } from '@/lib/server/http/route';
import { resetPassword } from '@/lib/server/services/passwords';

// POST /api/auth/resetPassword – choose a new password with the emailed token (spaces in the token read as '+')
export const POST = route({ access: 'public', body: resetPasswordSchema }, async ({ db, body }) => resetPassword(db, body));
