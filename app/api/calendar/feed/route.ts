import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { getMyCalendarFeed, regenerateMyCalendarFeed, revokeMyCalendarFeed } from '@/lib/server/services/calendar-feeds';

// GET /api/calendar/feed – your own calendar subscription address ({ active, url, webcalUrl, createdAt })
export const GET = route({ access: 'signed-in' }, async ({ db, actor, req }) => getMyCalendarFeed(db, actor, siteOrigin(req)));

// POST /api/calendar/feed – a new address; the old one answers 404 from now on
export const POST = route({ access: 'signed-in' }, async ({ db, actor, req }) => regenerateMyCalendarFeed(db, actor, siteOrigin(req)));

// DELETE /api/calendar/feed – revoke your address (404 from now on)
export const DELETE = route({ access: 'signed-in' }, async ({ db, actor }) => revokeMyCalendarFeed(db, actor));
