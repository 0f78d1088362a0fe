import 'server-only';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { siteOrigin } from '@/lib/server/http/site-origin';
import {
  calendarFeedText,
  getMyCalendarFeed,
  regenerateMyCalendarFeed,
  revokeMyCalendarFeed,
} from '@/lib/server/calendar-feeds/service';

export const calendarFeedsEndpoints = endpoints('Calendar', {
  'GET /api/calendar/{token}': endpoint({
    access: 'public',
    summary:
      "A user's private calendar feed (text/calendar, RFC 5545; the path ends in .ics): a Cleaner's shifts and visits, a Client's visits, an Administrator's company visits. No session; an unknown, revoked, banned or deleted user's token is 404",
    handler: async ({ db, req, params }) => {
      const raw = typeof params.token === 'string' ? params.token : '';
      const text = await calendarFeedText(db, raw.replace(/\.ics$/i, ''), siteOrigin(req));
      return new Response(text, {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'inline; filename="brightside.ics"',
          // Private data: never in a shared cache, and not kept by the subscriber's client either, so a revoked address is gone at once.
          'Cache-Control': 'private, no-store',
          'X-Robots-Tag': 'noindex, nofollow',
          'Referrer-Policy': 'no-referrer',
        },
      });
    },
  }),
  'GET /api/calendar/feed': endpoint({
    access: 'signed-in',
    summary: 'Your own calendar subscription address: { active, url, webcalUrl, createdAt }',
    handler: async ({ db, actor, req }) => getMyCalendarFeed(db, actor, siteOrigin(req)),
  }),
  'POST /api/calendar/feed': endpoint({
    access: 'signed-in',
    summary: 'A new calendar subscription address for you; the previous one answers 404 from now on',
    handler: async ({ db, actor, req }) => regenerateMyCalendarFeed(db, actor, siteOrigin(req)),
  }),
  'DELETE /api/calendar/feed': endpoint({
    access: 'signed-in',
    summary: 'Revoke your calendar subscription address (404 from now on)',
    handler: async ({ db, actor }) => revokeMyCalendarFeed(db, actor),
  }),
});
