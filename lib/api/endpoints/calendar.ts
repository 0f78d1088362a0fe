import type { getMyCalendarFeed, regenerateMyCalendarFeed, revokeMyCalendarFeed } from '@/lib/server/services/calendar-feeds';
import type { ApiResult, Download, Endpoint, NoInput } from './endpoint';

export const ics = 'GET /api/calendar/[token]' as Endpoint<{ params: { token: string } }, Download>;
export const feed = 'GET /api/calendar/feed' as Endpoint<NoInput, ApiResult<typeof getMyCalendarFeed>>;
export const renewFeed = 'POST /api/calendar/feed' as Endpoint<NoInput, ApiResult<typeof regenerateMyCalendarFeed>>;
export const revokeFeed = 'DELETE /api/calendar/feed' as Endpoint<NoInput, ApiResult<typeof revokeMyCalendarFeed>>;
