import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { uploadJobImage } from '@/lib/server/services/uploads';
import { uploadBodyLimit } from '@/lib/server/storage';

// POST /api/job/upload – upload a job image; reply { dbPath }
export const POST = route({ access: ADMIN_ROLES, accepts: ['multipart'], maxBodyBytes: uploadBodyLimit('image') }, async ({ db, actor, req }) =>
  uploadJobImage(db, actor, req, 'image'),
);
