import { route } from '@/lib/server/http/route';
import { uploadUserFile } from '@/lib/server/services/uploads';
import { uploadBodyLimit } from '@/lib/server/storage';

// POST /api/user/upload – upload a certificate (private) or profile image; reply { dbPath }; with userId also attaches it
export const POST = route({ access: 'signed-in', accepts: ['multipart'], maxBodyBytes: uploadBodyLimit('certificate') }, async ({ db, actor, req }) =>
  uploadUserFile(db, actor, req),
);
