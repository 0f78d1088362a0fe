import { company } from '@/lib/server/http/endpoints/company';
import { route } from '@/lib/server/http/route';
import { removeTerritory } from '@/lib/server/services/territories';

export const DELETE = route(company.removeTerritory, async ({ db, actor, query }) => removeTerritory(db, actor, query));
