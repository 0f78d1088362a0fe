import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { uploadCompanyLogo } from '@/lib/server/services/uploads';
import { uploadBodyLimit } from '@/lib/server/storage';

// POST /api/Company/Upload – upload a company logo (sets it on the company); reply { dbPath }
export const POST = route({ access: ADMIN_ROLES, accepts: ['multipart'], maxBodyBytes: uploadBodyLimit('logo') }, async ({ db, actor, req }) =>
  uploadCompanyLogo(db, actor, req),
);
