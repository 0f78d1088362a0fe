import 'server-only';
import ical, { ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus } from 'ical-generator';
import { londonParts } from '@/lib/london-clock';
import type { Frequency } from '@/lib/bookings/rules';

/**
 * iCalendar (.ics) files for visits: the booking confirmation's attachment (issue 28) and, next, the calendar feeds
 * (issue 29) build their events here, so both describe a visit the same way.
 *
 * Visits are stored as London wall-clock date + 'HH:MM'; events are written in UTC (a `Z` time), which every
 * calendar reads without a VTIMEZONE block and which stays right across the clock change.
 */

/** The instant of a London wall-clock time: GMT or BST, whichever London is on at that moment. */
export function londonToUtc(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // BST (UTC+1) first: if London reads this wall time an hour before it in UTC, that is the instant.
  for (const offset of [1, 0]) {
    const candidate = new Date(wall - offset * 3_600_000);
    const p = londonParts(candidate);
    if (p.hour === hh && p.minute === mm && p.day === d) return candidate;
  }
  // 01:00–01:59 on the spring-forward Sunday does not exist in London: the same wall time in GMT.
  return new Date(wall);
}

export type IcsVisit = {
  /** Stable across re-sends, so a calendar updates the event instead of adding another. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  date: string;
  startTime: string;
  durationMinutes: number;
  repeat?: Frequency | null;
  organizer?: { name: string; email: string | null };
  /** Cancels the event in the attendee's calendar (a declined booking). */
  cancelled?: boolean;
};

const REPEAT: Record<Exclude<Frequency, 'one-off'>, { freq: ICalEventRepeatingFreq; interval: number }> = {
  weekly: { freq: ICalEventRepeatingFreq.WEEKLY, interval: 1 },
  fortnightly: { freq: ICalEventRepeatingFreq.WEEKLY, interval: 2 },
  monthly: { freq: ICalEventRepeatingFreq.MONTHLY, interval: 1 },
};

/** One calendar with the given visits, as the text of an .ics file. */
export function buildIcs(visits: readonly IcsVisit[], name = 'Brightside Cleaning'): string {
  const calendar = ical({ name, prodId: { company: 'Brightside Cleaning', product: 'bookings', language: 'EN' } });
  calendar.method(visits.some((v) => v.cancelled) ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH);
  for (const v of visits) {
    const start = londonToUtc(v.date, v.startTime);
    const event = calendar.createEvent({
      id: v.uid,
      start,
      end: new Date(start.getTime() + v.durationMinutes * 60_000),
      summary: v.summary,
      description: v.description,
      location: v.location,
      timezone: null,
      ...(v.organizer?.email ? { organizer: { name: v.organizer.name, email: v.organizer.email } } : {}),
      ...(v.repeat && v.repeat !== 'one-off' ? { repeating: REPEAT[v.repeat] } : {}),
    });
    if (v.cancelled) event.status(ICalEventStatus.CANCELLED);
  }
  return calendar.toString();
}
