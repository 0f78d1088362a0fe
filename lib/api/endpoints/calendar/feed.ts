import type { getMyCalendarFeed } from '@/lib/server/services/calendar-feeds';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const feed = 'GET /api/calendar/feed' as Endpoint<NoInput, ApiResult<typeof getMyCalendarFeed>>;
