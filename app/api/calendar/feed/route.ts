import { calendar } from '@/lib/server/http/endpoints/calendar';
import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import {
  getMyCalendarFeed,
  regenerateMyCalendarFeed,
  revokeMyCalendarFeed,
} from '@/lib/server/services/calendar-feeds';

export const GET = route(calendar.feed, async ({ db, actor, req }) => getMyCalendarFeed(db, actor, siteOrigin(req)));

export const POST = route(calendar.renewFeed, async ({ db, actor, req }) =>
  regenerateMyCalendarFeed(db, actor, siteOrigin(req)),
);

export const DELETE = route(calendar.revokeFeed, async ({ db, actor }) => revokeMyCalendarFeed(db, actor));
