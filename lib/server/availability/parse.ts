import 'server-only';
import ICAL from 'ical.js';
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import { londonParts } from '@/lib/london-clock';

// An iCalendar text to the busy periods of a window: only when, never what (issue 37). ical.js (Mozilla's, kept up
// with Thunderbird) parses and expands RRULE/RDATE/EXDATE and resolves each TZID through the file's VTIMEZONE;
// RECURRENCE-ID overrides are matched here, by UID, so a 10,000-event file costs one pass, not one scan per event.

export type BusyPeriod = { start: Date; end: Date };
export type ParseResult = { name: string; periods: BusyPeriod[]; skipped: number };

/**
 * Expansion limits: a calendar is read whole within them, and an unbounded RRULE stops at the window's end. A daily
 * event since 1900 is ~46,000 steps from its start, so it still reaches the window.
 */
const MAX_STEPS_PER_EVENT = 50_000;
const MAX_STEPS = 400_000;
const MAX_PERIODS = 5_000;

/** Outlook names its zones the Windows way; the UK's is the one a UK cleaner's calendar uses. */
const WINDOWS_ZONES: Record<string, string> = {
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Etc/GMT',
  UTC: 'Etc/UTC',
};

export class NotACalendarError extends Error {}

/** The instant of a London wall-clock time; a time the spring change skips is read as an hour later (as phones do). */
export function londonWallToInstant(y: number, m: number, d: number, h: number, min: number, s = 0) {
  const wall = Date.UTC(y, m - 1, d, h, min, s);
  for (const offset of [3_600_000, 0]) {
    const p = londonParts(new Date(wall - offset));
    if (p.hour === h && p.minute === min && p.day === d) return new Date(wall - offset);
  }
  return new Date(wall - 0);
}

type Time = InstanceType<typeof ICAL.Time>;

/** A value's instant: zoned and UTC times as they are, floating times and dates on the London clock. */
function instantOf(t: Time): Date {
  if (t.isDate) return londonWallToInstant(t.year, t.month, t.day, 0, 0);
  const zone = t.zone;
  const floating = !zone || zone === ICAL.Timezone.localTimezone || zone.tzid === 'floating';
  if (floating) return londonWallToInstant(t.year, t.month, t.day, t.hour, t.minute, t.second);
  return new Date(t.toUnixTime() * 1000);
}

/** Adds a VTIMEZONE for each TZID the file uses but does not define, when it is a known IANA (or Windows) name. */
function addMissingZones(root: InstanceType<typeof ICAL.Component>, text: string) {
  const defined = new Set(
    root.getAllSubcomponents('vtimezone').map((z) => String(z.getFirstPropertyValue('tzid') ?? '')),
  );
  const used = new Set([...text.matchAll(/;TZID=("?)([^:;"\r\n]+)\1[:;]/g)].map((m) => m[2]!));
  for (const tzid of used) {
    if (defined.has(tzid)) continue;
    const iana = WINDOWS_ZONES[tzid] ?? tzid;
    const found = (() => {
      try {
        return getVtimezoneComponent(iana);
      } catch {
        return null;
      }
    })();
    if (!found) continue;
    const zone = new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${found}\r\nEND:VCALENDAR`)).getFirstSubcomponent(
      'vtimezone',
    );
    if (!zone) continue;
    zone.updatePropertyWithValue('tzid', tzid);
    root.addSubcomponent(zone);
  }
}

type Vevent = InstanceType<typeof ICAL.Component>;

/** Free time is not busy: TRANSP:TRANSPARENT, Outlook's "free", and cancelled events. */
function isBusy(v: Vevent) {
  const transp = String(v.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(v.getFirstPropertyValue('status') ?? '').toUpperCase();
  const outlook = String(v.getFirstPropertyValue('x-microsoft-cdo-busystatus') ?? '').toUpperCase();
  return transp !== 'TRANSPARENT' && status !== 'CANCELLED' && outlook !== 'FREE';
}

/** An event's end, from DTEND or DURATION; none means a day for a date and nothing for a date-time (RFC 5545). */
function endOf(v: Vevent, start: Time): Time {
  const end = v.getFirstPropertyValue('dtend') as Time | null;
  if (end) return end;
  const duration = v.getFirstPropertyValue('duration') as InstanceType<typeof ICAL.Duration> | null;
  const out = start.clone();
  if (duration) out.addDuration(duration);
  else if (start.isDate) out.day += 1;
  return out;
}

/** Sorted and merged: overlapping or touching periods become one. */
export function mergePeriods(periods: BusyPeriod[]): BusyPeriod[] {
  const sorted = [...periods].sort((a, b) => a.start.getTime() - b.start.getTime());
  const out: BusyPeriod[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (last && p.start <= last.end) {
      if (p.end > last.end) last.end = p.end;
    } else out.push({ start: p.start, end: p.end });
  }
  return out;
}

/**
 * The busy periods of `text` overlapping [from, to), merged. Throws NotACalendarError when the text is not an
 * iCalendar; a malformed event is skipped (counted in `skipped`) and the rest are kept.
 */
export function parseBusy(text: string, from: Date, to: Date): ParseResult {
  let root: InstanceType<typeof ICAL.Component>;
  try {
    if (!/^\s*BEGIN:VCALENDAR/i.test(text)) throw new Error('no VCALENDAR');
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw new NotACalendarError('not an iCalendar');
  }
  addMissingZones(root, text);
  const name = String(root.getFirstPropertyValue('x-wr-calname') ?? '').slice(0, 120);
  const periods: BusyPeriod[] = [];
  let skipped = 0;
  let steps = 0;
  const add = (start: Date, end: Date) => {
    if (end > start && start < to && end > from && periods.length < MAX_PERIODS) periods.push({ start, end });
  };

  const masters = new Map<string, Vevent>();
  const overrides: Vevent[] = [];
  for (const v of root.getAllSubcomponents('vevent')) {
    if (v.hasProperty('recurrence-id')) overrides.push(v);
    else masters.set(String(v.getFirstPropertyValue('uid') ?? `no-uid-${masters.size}`), v);
  }
  // The occurrences each override replaces, by UID and original start (as an instant).
  const replaced = new Map<string, Set<number>>();
  for (const o of overrides) {
    try {
      const uid = String(o.getFirstPropertyValue('uid') ?? '');
      const rid = instantOf(o.getFirstPropertyValue('recurrence-id') as Time).getTime();
      if (!replaced.has(uid)) replaced.set(uid, new Set());
      replaced.get(uid)!.add(rid);
      const start = o.getFirstPropertyValue('dtstart') as Time;
      if (isBusy(o)) add(instantOf(start), instantOf(endOf(o, start)));
    } catch {
      skipped++;
    }
  }

  for (const [uid, v] of masters) {
    if (steps >= MAX_STEPS) break;
    try {
      if (!isBusy(v)) continue;
      const start = v.getFirstPropertyValue('dtstart') as Time | null;
      if (!start) throw new Error('no DTSTART');
      const first = instantOf(start);
      const endValue = endOf(v, start);
      const length = instantOf(endValue).getTime() - first.getTime();
      // An all-day event lasts whole days, whatever the clock change does to their hours.
      const days = start.isDate ? Math.max(1, endValue.subtractDate(start).toSeconds() / 86_400) : 0;
      const event = new ICAL.Event(v, { exceptions: [] });
      if (!event.isRecurring()) {
        add(first, new Date(first.getTime() + length));
        continue;
      }
      const skip = replaced.get(uid);
      const it = event.iterator();
      for (let n = 0, next = it.next(); next && n < MAX_STEPS_PER_EVENT; n++, next = it.next()) {
        steps++;
        const at = instantOf(next);
        if (at >= to) break;
        if (skip?.has(at.getTime())) continue;
        const last = next.clone();
        if (next.isDate) last.day += Math.round(days);
        const end = next.isDate ? instantOf(last) : new Date(at.getTime() + length);
        add(at, end);
      }
    } catch {
      skipped++;
    }
  }
  return { name, periods: mergePeriods(periods), skipped };
}
