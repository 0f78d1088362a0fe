import { route } from '@/lib/server/http/route';
import { ADMINS } from '@/lib/server/openapi/access';
import { uploadCompanyLogo } from '@/lib/server/services/uploads';

// POST /api/Company/Upload – upload a company logo (sets it on the company); reply { dbPath }
export const POST = route({ access: ADMINS }, async ({ db, actor, req }) =>
  uploadCompanyLogo(db, actor, req),
);
