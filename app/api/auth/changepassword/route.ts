import { changePasswordSchema } from '@/lib/schemas/password';
import { route } from '@/lib/server/http/route';
import { changePassword } from '@/lib/server/services/passwords';

// POST /api/auth/changePassword – the signed-in user changes their own password
export const POST = route({ access: 'signed-in', body: changePasswordSchema }, async ({ db, actor, body }) =>
  changePassword(db, actor, body),
);
