import 'server-only';
import { TZDate } from '@date-fns/tz';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { ICalCalendar, ICalEventStatus } from 'ical-generator';
import { londonParts } from '@/lib/london-clock';

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
  /** When the record last changed: LAST-MODIFIED and DTSTAMP. */
  updatedAt: Date;
  /** SEQUENCE: the record's revision counter, raised by the database on every update (migration 0017). */
  sequence: number;
  url?: string;
};

/**
 * The instant a London wall-clock time on a UK day names: BST's reading first, so in the autumn's repeated hour it is
 * the first of the two; a time in the spring's missing hour reads as GMT (01:30 → 02:30 BST), as clocks do.
 * Arithmetic on lib/london-clock's rule rather than TZDate's wall-clock constructor, which asks Intl several times per
 * date and was most of a 1,000-event feed's time.
 */
export function londonWallClock(date: string, time: string) {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, h, min);
  for (const offsetHours of [1, 0]) {
    const instant = wall - offsetHours * 3_600_000;
    const p = londonParts(new Date(instant));
    if (p.day === d && p.hour === h && p.minute === min) return new TZDate(instant, FEED_TIME_ZONE);
  }
  return new TZDate(wall, FEED_TIME_ZONE);
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

/** UTF-8 octets of one code point, without allocating (RFC 5545 folds by octets). */
const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * RFC 5545 §3.1 line folding: lines longer than 75 octets continue on the next line after CRLF and a space, never
 * splitting a character. ical-generator's own foldLines allocates a TextEncoder per character, which took 2 s of a
 * 1,000-event feed on the shared machine (and ~0.2 s on a quiet one); this does the same in one pass.
 */
export function foldIcsLines(text: string) {
  return text
    .split('\r\n')
    .map((line) => {
      let out = '';
      let used = 0;
      for (const char of line) {
        const size = octets(char.codePointAt(0)!);
        if (used + size > 75) {
          out += '\r\n ';
          used = 1;
        }
        out += char;
        used += size;
      }
      return out;
    })
    .join('\r\n');
}

export function buildFeedIcs(input: { name: string; events: FeedEvent[]; ttlSeconds?: number }) {
  // The envelope (PRODID, name, refresh interval, the Europe/London VTIMEZONE) comes from a calendar whose own time
  // zone is London; the events are made on one without a calendar time zone, so their DTSTAMP and LAST-MODIFIED are
  // written in UTC as RFC 5545 requires. ical-generator writes each event unfolded; the whole is folded once below.
  const envelope = new ICalCalendar({
    prodId: { company: 'Brightside Cleaning', product: 'Visits', language: 'EN' },
    name: input.name,
  });
  // Ask subscribers to look again every hour (X-PUBLISHED-TTL / REFRESH-INTERVAL): changes arrive on their next poll.
  envelope.ttl(input.ttlSeconds ?? 3600);
  envelope.timezone({ name: FEED_TIME_ZONE, generator: getVtimezoneComponent });
  const head = envelope.toString().replace(/END:VCALENDAR$/, '');
  const calendar = new ICalCalendar();
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const body = input.events
    .map((event) => {
      const { start, end, allDay } = timesOf(event);
      return calendar
        .createEvent({
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
          sequence: event.sequence,
          stamp: event.updatedAt,
          lastModified: event.updatedAt,
        })
        .toString();
    })
    .join('');
  return `${head}${foldIcsLines(body)}END:VCALENDAR`;
}
