import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { updateCompany } from '@/lib/server/services/companies';

export const PUT = route(company.update, async ({ db, actor, body }) => updateCompany(db, actor, body));
