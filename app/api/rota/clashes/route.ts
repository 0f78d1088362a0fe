import { rotaClashesSchema } from '@/lib/schemas/rota';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { shiftClashes } from '@/lib/server/services/rota-planning';

// GET /api/Rota/Clashes?cleanerId&date&startTime&endTime&excludeId – what a planned shift would clash with: { clashes }
export const GET = route({ access: ADMIN_ROLES, query: rotaClashesSchema }, async ({ db, actor, query }) =>
  shiftClashes(db, actor, query),
);
