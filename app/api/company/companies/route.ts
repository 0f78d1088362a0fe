import { route } from '@/lib/server/http/route';
import { listCompanies } from '@/lib/server/services/companies';

// GET /api/Company/Companies – every company for Super Administrators; your own otherwise: { data, totalRecords }
export const GET = route({ access: 'signed-in' }, async ({ db, actor }) =>
  listCompanies(db, actor),
);
