import { route } from '@/lib/server/http/route';
import { getOverview } from '@/lib/server/services/overview';

// GET /api/dashboard/overview – the overview screen's figures for the caller's role
export const GET = route({ access: 'signed-in' }, async ({ db, actor }) => getOverview(db, actor));
