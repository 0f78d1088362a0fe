import { updateCompanySchema } from '@/lib/schemas/company';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { updateCompany } from '@/lib/server/services/companies';

// PUT /api/Company/UpdateCompany – update a company (Administrators: their own)
export const PUT = route({ access: ADMIN_ROLES, body: updateCompanySchema }, async ({ db, actor, body }) =>
  updateCompany(db, actor, body),
);
