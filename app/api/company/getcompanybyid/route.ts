import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { getCompany } from '@/lib/server/services/companies';

export const GET = route(company.get, async ({ db, actor, query }) => getCompany(db, actor, query.id));
