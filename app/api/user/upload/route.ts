import { route } from '@/lib/server/http/route';
import { uploadUserFile } from '@/lib/server/services/uploads';

// POST /api/user/upload – upload a certificate (private) or profile image; reply { dbPath }; with userId also attaches it
export const POST = route({ access: 'signed-in' }, async ({ db, actor, req }) =>
  uploadUserFile(db, actor, req),
);
