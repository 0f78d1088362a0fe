import { dashboard } from '@/lib/server/http/endpoints/dashboard';
import { route } from '@/lib/server/http/route';
import { getOverview } from '@/lib/server/services/overview';

export const GET = route(dashboard.overview, async ({ db, actor }) => getOverview(db, actor));
