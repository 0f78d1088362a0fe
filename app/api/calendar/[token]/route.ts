import { calendar } from '@/lib/server/http/endpoints/calendar';
import { route } from '@/lib/server/http/route';
import { siteOrigin } from '@/lib/server/http/site-origin';
import { calendarFeedText } from '@/lib/server/services/calendar-feeds';

export const GET = route(calendar.ics, async ({ db, req, params }) => {
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
});
