import { copyWeekSchema } from '@/lib/schemas/rota';
import { route } from '@/lib/server/http/route';
import { ADMIN_ROLES } from '@/lib/roles';
import { copyWeek } from '@/lib/server/services/rota-planning';

// POST /api/Rota/CopyWeek – copy a week's shifts into another week, skipping clashes and approved leave: { created, skipped }
export const POST = route({ access: ADMIN_ROLES, body: copyWeekSchema }, async ({ db, actor, body }) =>
  copyWeek(db, actor, body),
);
