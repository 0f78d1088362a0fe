import { idQuerySchema } from '@/lib/schemas/common';
import { route } from '@/lib/server/http/route';
import { getCompany } from '@/lib/server/services/companies';

// GET /api/Company/GetCompanybyId – one company (your own unless Super Administrator)
export const GET = route({ access: 'signed-in', query: idQuerySchema }, async ({ db, actor, query }) =>
  getCompany(db, actor, query.id),
);
