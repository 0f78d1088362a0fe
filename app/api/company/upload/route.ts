import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { uploadCompanyLogo } from '@/lib/server/services/uploads';

export const POST = route(company.upload, async ({ db, actor, req }) => uploadCompanyLogo(db, actor, req));
