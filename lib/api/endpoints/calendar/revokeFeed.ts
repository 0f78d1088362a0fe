import type { revokeMyCalendarFeed } from '@/lib/server/services/calendar-feeds';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const revokeFeed = 'DELETE /api/calendar/feed' as Endpoint<NoInput, ApiResult<typeof revokeMyCalendarFeed>>;
