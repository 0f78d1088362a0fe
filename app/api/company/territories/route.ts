import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { listTerritories } from '@/lib/server/services/territories';

export const GET = route(company.territories, async ({ db, actor, query }) => listTerritories(db, actor, query));
