import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { uploadJobImage } from '@/lib/server/services/uploads';

// POST /api/job/upload – upload a job image; reply { dbPath }
export const POST = route({ access: ADMINS }, async ({ db, actor, req }) =>
  uploadJobImage(db, actor, req, 'image'),
);
