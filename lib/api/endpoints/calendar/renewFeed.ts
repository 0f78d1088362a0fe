import type { regenerateMyCalendarFeed } from '@/lib/server/services/calendar-feeds';
import type { ApiResult, Endpoint, NoInput } from '../endpoint';

export const renewFeed = 'POST /api/calendar/feed' as Endpoint<NoInput, ApiResult<typeof regenerateMyCalendarFeed>>;
