import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { listCompanies } from '@/lib/server/services/companies';

export const GET = route(company.list, async ({ db, actor, query }) => listCompanies(db, actor, query));
