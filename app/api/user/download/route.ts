import { route } from '@/lib/server/http/route';
import { downloadUserFile } from '@/lib/server/services/uploads';

// POST /api/user/download – download a user file (profile image or certificate) you may see, by dbPath (multipart or JSON)
export const POST = route({ access: 'signed-in', accepts: ['json', 'multipart'], maxBodyBytes: 64 * 1024 }, async ({ db, actor, req }) =>
  downloadUserFile(db, actor, req),
);
