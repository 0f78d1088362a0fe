import 'server-only';
import {
  connectCalendarSchema,
  listCalendarsSchema,
  listConflictsSchema,
  removeCalendarSchema,
} from '@/lib/availability/schemas';
import { ADMIN_ROLES, WORKFORCE_ROLES } from '@/lib/roles';
import { endpoint, endpoints } from '@/lib/server/http/endpoint';
import { listConflicts } from './conflicts';
import { connectCalendar, listCalendars, removeCalendar } from './service';

export const availabilityEndpoints = endpoints('Availability', {
  'GET /api/availability/calendars': endpoint({
    access: WORKFORCE_ROLES,
    query: listCalendarsSchema,
    summary:
      "A cleaner's connected calendars (a Cleaner's own; the office names `userId`, a cleaner of its company): name, masked address, last read, last error, busy periods in the next 8 weeks",
    handler: ({ db, actor, query }) => listCalendars(db, actor, query),
  }),
  'POST /api/availability/calendars': endpoint({
    access: WORKFORCE_ROLES,
    body: connectCalendarSchema,
    success: 201,
    summary:
      'Connect a private iCalendar address (https:// or webcal://), read at once: 400 with the reason on `url` when it cannot be read, 409 past 5 calendars or for one already connected',
    handler: ({ db, actor, body }) => connectCalendar(db, actor, body),
  }),
  'DELETE /api/availability/calendars': endpoint({
    access: WORKFORCE_ROLES,
    query: removeCalendarSchema,
    summary: 'Remove a connected calendar; its busy periods go at once',
    handler: ({ db, actor, query }) => removeCalendar(db, actor, query),
  }),
  'GET /api/availability/conflicts': endpoint({
    access: ADMIN_ROLES,
    query: listConflictsSchema,
    summary:
      "Busy periods of cleaners' own calendars overlapping their booked visits or rota shifts in the next 8 weeks, soonest first (the cleaner, the job or shift, its time and the busy part); gone as soon as either side moves",
    handler: ({ db, actor, query }) => listConflicts(db, actor, query),
  }),
});
