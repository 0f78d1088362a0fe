import { listCompaniesSchema } from '@/lib/schemas/company';
import { route } from '@/lib/server/http/route';
import { listCompanies } from '@/lib/server/services/companies';

// GET /api/Company/Companies – every company for Super Administrators; your own otherwise: { data, totalRecords, totalPages }
export const GET = route({ access: 'signed-in', query: listCompaniesSchema }, async ({ db, actor, query }) =>
  listCompanies(db, actor, query),
);
