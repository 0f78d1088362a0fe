// @vitest-environment node
// The feed's iCalendar text, parsed back with another library (ical.js), across the UK's clock changes.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildFeedIcs, foldIcsLines, londonWallClock, type FeedEvent } from '@/lib/server/calendar-feeds/feed-ics';

const base: Omit<FeedEvent, 'uid' | 'date' | 'startTime'> = {
  summary: 'Spring clean',
  description: 'Team: Cleo Tester',
  location: '4 Elm Row, Norwich',
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  sequence: 0,
};

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  const zone = component.getFirstSubcomponent('vtimezone');
  if (zone) ICAL.TimezoneService.register(new ICAL.Timezone(zone));
  return { component, events: component.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v)) };
}

const utc = (time: ICAL.Time) => time.toJSDate().toISOString();

describe('buildFeedIcs', () => {
  it('writes London wall-clock times with a VTIMEZONE, right on both sides of the October change', () => {
    const text = buildFeedIcs({
      name: 'Test',
      events: [
        { ...base, uid: 'job-before@test', date: '2026-10-24', startTime: '09:00', durationMinutes: 120 },
        { ...base, uid: 'job-after@test', date: '2026-10-26', startTime: '09:00', durationMinutes: 120 },
        // On the day itself: 00:30 BST, then three real hours later it is 02:30 GMT (the 01:00–02:00 hour happens twice).
        { ...base, uid: 'job-on@test', date: '2026-10-25', startTime: '00:30', durationMinutes: 180 },
      ],
    });
    expect(text).toContain('BEGIN:VTIMEZONE');
    expect(text).toContain('TZID:Europe/London');
    expect(text).toContain('DTSTART;TZID=Europe/London:20261024T090000');
    const { events } = parse(text);
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]));
    expect(utc(byUid['job-before@test']!.startDate)).toBe('2026-10-24T08:00:00.000Z');
    expect(utc(byUid['job-before@test']!.endDate)).toBe('2026-10-24T10:00:00.000Z');
    expect(utc(byUid['job-after@test']!.startDate)).toBe('2026-10-26T09:00:00.000Z');
    expect(utc(byUid['job-on@test']!.startDate)).toBe('2026-10-24T23:30:00.000Z');
    expect(utc(byUid['job-on@test']!.endDate)).toBe('2026-10-25T02:30:00.000Z');
    expect(text).toContain('DTEND;TZID=Europe/London:20261025T023000');
  });

  it('is right on both sides of the March change, and a visit over it lasts its real length', () => {
    const text = buildFeedIcs({
      name: 'Test',
      events: [
        { ...base, uid: 'job-sat@test', date: '2027-03-27', startTime: '09:00', durationMinutes: 60 },
        { ...base, uid: 'job-sun@test', date: '2027-03-28', startTime: '09:00', durationMinutes: 60 },
        { ...base, uid: 'job-night@test', date: '2027-03-28', startTime: '00:30', durationMinutes: 120 },
        { ...base, uid: 'shift-1@test', date: '2027-03-28', startTime: '08:00', endTime: '16:00' },
      ],
    });
    const { events } = parse(text);
    const byUid = Object.fromEntries(events.map((e) => [e.uid, e]));
    expect(utc(byUid['job-sat@test']!.startDate)).toBe('2027-03-27T09:00:00.000Z');
    expect(utc(byUid['job-sun@test']!.startDate)).toBe('2027-03-28T08:00:00.000Z');
    // 00:30 GMT + 2 real hours = 02:30 UTC = 03:30 BST (01:00–02:00 does not exist that night).
    expect(utc(byUid['job-night@test']!.endDate)).toBe('2027-03-28T02:30:00.000Z');
    expect(text).toContain('DTEND;TZID=Europe/London:20270328T033000');
    expect(utc(byUid['shift-1@test']!.startDate)).toBe('2027-03-28T07:00:00.000Z');
    expect(utc(byUid['shift-1@test']!.endDate)).toBe('2027-03-28T15:00:00.000Z');
  });

  it('keeps UIDs, marks updates and cancellations, and writes DTSTAMP in UTC', () => {
    const updatedAt = new Date('2026-12-01T09:15:00Z');
    const text = buildFeedIcs({
      name: 'Test',
      events: [
        { ...base, uid: 'job-1@test', date: '2026-12-03', startTime: '10:00', updatedAt, sequence: 3_558_675 },
        { ...base, uid: 'job-2@test', date: '2026-12-04', startTime: '10:00', updatedAt, cancelled: true },
        { ...base, uid: 'job-3@test', date: '2026-12-05', startTime: null, updatedAt },
      ],
    });
    const { events } = parse(text);
    expect(events.map((e) => e.uid)).toEqual(['job-1@test', 'job-2@test', 'job-3@test']);
    const [one, two, three] = events;
    expect(one!.sequence).toBe(3_558_675);
    expect(one!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(two!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(three!.startDate.isDate).toBe(true);
    expect(text).toContain('DTSTAMP:20261201T091500Z');
    expect(text).toContain('LAST-MODIFIED:20261201T091500Z');
    expect(one!.location).toBe('4 Elm Row, Norwich');
    expect(one!.description).toBe('Team: Cleo Tester');
  });
});

describe('foldIcsLines', () => {
  it('folds at 75 octets without splitting a character, and unfolds to the same text', () => {
    const line = `DESCRIPTION:${'é'.repeat(50)}${'😀'.repeat(10)}${'a'.repeat(80)}`;
    const folded = foldIcsLines(`${line}\r\nSUMMARY:x`);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`${line}\r\nSUMMARY:x`);
  });

  it('keeps a whole feed readable by ical.js with long descriptions', () => {
    const text = buildFeedIcs({
      name: 'Test',
      events: [
        {
          ...base,
          uid: 'job-long@test',
          date: '2026-12-03',
          startTime: '10:00',
          description: `Team: ${'Zoë Ångström, '.repeat(20)}`,
        },
      ],
    });
    expect(text.endsWith('END:VCALENDAR')).toBe(true);
    const { events } = parse(text);
    expect(events[0]!.description).toBe(`Team: ${'Zoë Ångström, '.repeat(20)}`);
  });
});

const iso = (d: Date) => new Date(d.getTime()).toISOString();

describe('londonWallClock', () => {
  it('reads GMT and BST times, the first of the repeated October hour, and the missing March hour as GMT', () => {
    expect(iso(londonWallClock('2026-07-01', '09:00'))).toBe('2026-07-01T08:00:00.000Z');
    expect(iso(londonWallClock('2026-12-01', '09:00'))).toBe('2026-12-01T09:00:00.000Z');
    expect(iso(londonWallClock('2026-10-25', '01:30'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(londonWallClock('2026-10-25', '02:30'))).toBe('2026-10-25T02:30:00.000Z');
    expect(iso(londonWallClock('2027-03-28', '01:30'))).toBe('2027-03-28T01:30:00.000Z');
    expect(iso(londonWallClock('2027-03-28', '00:30'))).toBe('2027-03-28T00:30:00.000Z');
    expect(iso(londonWallClock('2027-03-28', '02:30'))).toBe('2027-03-28T01:30:00.000Z');
  });
});
