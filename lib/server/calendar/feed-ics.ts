import 'server-only';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';

// The iCalendar (RFC 5545) text of a subscription feed. Pure: the events in, the text out, so the unit tests can
// check the clock changes without a database. Times are London wall-clock times with TZID=Europe/London and a
// VTIMEZONE, which is what Google, Apple and Outlook expect of a UK calendar; @date-fns/tz's TZDate gives
// ical-generator those wall-clock fields whatever the server's own time zone is. (The booking confirmation's one-off
// .ics, on the booking branch, writes UTC times without SEQUENCE; a feed that changes under its subscribers needs both.)

export const FEED_TIME_ZONE = 'Europe/London';

export type FeedEvent = {
  /** Stable across updates: `job-<id>@<host>` or `shift-<id>@<host>`, so a calendar replaces rather than duplicates. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  /** UK calendar day, YYYY-MM-DD. */
  date: string;
  /** 'HH:MM' London time; null for a visit with a day but no time (an all-day event). */
  startTime: string | null;
  /** Minutes from the start (a visit), measured in real time so a visit over the clock change ends when it should. */
  durationMinutes?: number;
  /** 'HH:MM' on the same day (a shift); wins over durationMinutes. */
  endTime?: string;
  cancelled?: boolean;
  /** When the record last changed: LAST-MODIFIED, DTSTAMP and the SEQUENCE number come from it. */
  updatedAt: Date;
  url?: string;
};

const SEQUENCE_EPOCH = Date.UTC(2020, 0, 1);

/**
 * SEQUENCE must grow with each significant revision. Minutes since 2020 from the record's last change do, without a
 * revision counter in every table, and stay far inside the 32-bit integers some calendar clients store it in.
 */
export const sequenceOf = (updatedAt: Date) => Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH) / 60_000));

/** The instant a London wall-clock time on a UK day names (in the autumn's repeated hour, the first of the two). */
export function londonWallClock(date: string, time: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return new TZDate(y, m - 1, d, h, min, FEED_TIME_ZONE);
}

function timesOf(event: FeedEvent) {
  if (!event.startTime) {
    const [y, m, d] = event.date.split('-').map(Number) as [number, number, number];
    return { start: new TZDate(y, m - 1, d, FEED_TIME_ZONE), end: null, allDay: true };
  }
  const start = londonWallClock(event.date, event.startTime);
  const end = event.endTime
    ? londonWallClock(event.date, event.endTime)
    : new TZDate(start.getTime() + (event.durationMinutes ?? 60) * 60_000, FEED_TIME_ZONE);
  return { start, end, allDay: false };
}

export function buildFeedIcs(input: { name: string; events: FeedEvent[]; ttlSeconds?: number }) {
  const calendar = new ICalCalendar({ prodId: { company: 'Brightside Cleaning', product: 'Visits', language: 'EN' }, name: input.name });
  // Ask subscribers to look again every hour (X-PUBLISHED-TTL / REFRESH-INTERVAL): changes arrive on their next poll.
  calendar.ttl(input.ttlSeconds ?? 3600);
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  for (const event of input.events) {
    const { start, end, allDay } = timesOf(event);
    calendar.createEvent({
      id: event.uid,
      start,
      end,
      allDay,
      timezone: FEED_TIME_ZONE,
      summary: event.summary,
      description: event.description || null,
      location: event.location || null,
      url: event.url ?? null,
      status: event.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      sequence: sequenceOf(event.updatedAt),
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
    });
  }
  return calendar.toString();
}
