import type { getMyCalendarFeed, regenerateMyCalendarFeed, revokeMyCalendarFeed } from '@/lib/server/services/calendar-feeds';
import type { ApiResult } from '@/lib/api-client/types';
import type { Endpoint } from './endpoint';

export const ics = 'GET /api/calendar/[token]' as Endpoint<{ params: { token: string } }, unknown>;
export const feed = 'GET /api/calendar/feed' as Endpoint<{}, ApiResult<typeof getMyCalendarFeed>>;
export const renewFeed = 'POST /api/calendar/feed' as Endpoint<{}, ApiResult<typeof regenerateMyCalendarFeed>>;
export const revokeFeed = 'DELETE /api/calendar/feed' as Endpoint<{}, ApiResult<typeof revokeMyCalendarFeed>>;
