// The busy periods read from real-world shaped iCalendar files (Google, iCloud, Outlook), across both UK clock
// changes: recurring events with EXDATE and RECURRENCE-ID overrides, all-day and floating times, free and cancelled
// events, a malformed event, and files that are not calendars or are very large.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NotACalendarError, parseBusy } from '@/lib/server/availability/parse';

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');
const iso = (periods: { start: Date; end: Date }[]) =>
  periods.map((p) => `${p.start.toISOString().slice(0, 16)}/${p.end.toISOString().slice(0, 16)}`);

describe('parseBusy', () => {
  it('reads a Google calendar: weekly with EXDATE, a moved and a cancelled occurrence, all-day, spring change', () => {
    const { name, periods, skipped } = parseBusy(
      fixture('google.ics'),
      new Date('2027-03-01T00:00:00Z'),
      new Date('2027-05-24T00:00:00Z'),
    );
    expect(name).toBe('Cleo (family)');
    expect(skipped).toBe(0);
    expect(iso(periods)).toEqual([
      '2027-03-02T15:00/2027-03-02T15:30',
      '2027-03-09T15:00/2027-03-09T15:30',
      '2027-03-16T15:00/2027-03-16T15:30',
      '2027-03-17T10:00/2027-03-17T11:00', // the dentist, in UTC
      // 23 March is an EXDATE; 30 March moved to 16:00 BST; 6 April cancelled.
      '2027-03-30T15:00/2027-03-30T15:30',
      // The wedding, all day on the London clock (BST): 9 April 23:00 UTC to 10 April 23:00 UTC. Easter Monday is free.
      '2027-04-09T23:00/2027-04-10T23:00',
      '2027-04-13T14:00/2027-04-13T14:30', // 15:00 BST after the spring change
      '2027-04-20T14:00/2027-04-20T14:30',
      '2027-04-27T14:00/2027-04-27T14:30',
      '2027-05-04T14:00/2027-05-04T14:30',
      '2027-05-11T14:00/2027-05-11T14:30',
      '2027-05-18T14:00/2027-05-18T14:30',
    ]);
  });

  it('reads an iCloud calendar: a TZID without VTIMEZONE, DURATION, floating and multi-day all-day events', () => {
    const { name, periods, skipped } = parseBusy(
      fixture('icloud.ics'),
      new Date('2027-03-20T00:00:00Z'),
      new Date('2027-04-03T00:00:00Z'),
    );
    expect(name).toBe('Second job');
    expect(skipped).toBe(1); // the event whose DTSTART is not a time; the rest are kept
    expect(iso(periods)).toEqual([
      '2027-03-20T07:00/2027-03-20T07:15', // the dog walk, daily since 2020, expanded only in the window
      '2027-03-20T09:00/2027-03-20T10:00', // floating 09:00 read on the London clock (GMT)
      '2027-03-21T07:00/2027-03-21T07:15',
      '2027-03-22T07:00/2027-03-22T07:15',
      '2027-03-23T07:00/2027-03-23T07:15',
      '2027-03-24T07:00/2027-03-24T07:15',
      '2027-03-25T07:00/2027-03-25T07:15',
      '2027-03-26T07:00/2027-03-26T07:15',
      '2027-03-26T18:00/2027-03-26T21:00', // Friday bar shift, GMT
      // The weekend away, 27 to 29 March on the London clock: midnight GMT to midnight BST; the walks inside it merge.
      '2027-03-27T00:00/2027-03-29T23:00',
      '2027-03-30T06:00/2027-03-30T06:15', // 07:00 BST
      '2027-03-31T06:00/2027-03-31T06:15',
      '2027-04-01T06:00/2027-04-01T06:15',
      '2027-04-02T06:00/2027-04-02T06:15',
      '2027-04-02T17:00/2027-04-02T20:00', // 18:00 BST
    ]);
  });

  it('reads an Outlook calendar: Windows zone names, BUSYSTATUS FREE, the autumn change', () => {
    const { periods } = parseBusy(
      fixture('outlook.ics'),
      new Date('2027-10-18T00:00:00Z'),
      new Date('2027-11-15T00:00:00Z'),
    );
    expect(iso(periods)).toEqual([
      '2027-10-23T08:00/2027-10-23T12:00', // 09:00 BST
      '2027-10-30T08:00/2027-10-30T12:00',
      // 23:00 BST to 03:00 GMT across the autumn change: five real hours.
      '2027-10-30T22:00/2027-10-31T03:00',
      '2027-11-06T09:00/2027-11-06T13:00', // 09:00 GMT; UNTIL 7 November includes the 6th
    ]);
  });

  it('reaches the window from a daily rule that started in 1970', () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:old@x',
      'DTSTAMP:19700101T000000Z',
      'DTSTART;TZID=Europe/London:19700101T083000',
      'DTEND;TZID=Europe/London:19700101T090000',
      'RRULE:FREQ=DAILY',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    const { periods } = parseBusy(text, new Date('2027-06-01T00:00:00Z'), new Date('2027-06-03T00:00:00Z'));
    expect(iso(periods)).toEqual(['2027-06-01T07:30/2027-06-01T08:00', '2027-06-02T07:30/2027-06-02T08:00']);
  });

  it('refuses a text that is not a calendar', () => {
    const from = new Date('2027-01-01T00:00:00Z');
    const to = new Date('2027-03-01T00:00:00Z');
    expect(() => parseBusy('<!doctype html><html><body>Sign in</body></html>', from, to)).toThrow(NotACalendarError);
    expect(() => parseBusy('', from, to)).toThrow(NotACalendarError);
  });

  it('reads 10,000 events and an hourly rule with no end within the limits', () => {
    const events = Array.from({ length: 10_000 }, (_, i) => {
      const day = new Date(Date.UTC(2027, 0, 1) + (i % 200) * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
      const hour = String(6 + (i % 12)).padStart(2, '0');
      return `BEGIN:VEVENT\r\nUID:e${i}@x\r\nDTSTAMP:20270101T000000Z\r\nDTSTART:${day}T${hour}0000Z\r\nDTEND:${day}T${hour}3000Z\r\nSUMMARY:E${i}\r\nEND:VEVENT`;
    });
    const hourly =
      'BEGIN:VEVENT\r\nUID:hourly@x\r\nDTSTAMP:20000101T000000Z\r\nDTSTART:20000101T000000Z\r\nDTEND:20000101T001000Z\r\nRRULE:FREQ=MINUTELY;INTERVAL=7\r\nEND:VEVENT';
    const text = `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n${[...events, hourly].join('\r\n')}\r\nEND:VCALENDAR\r\n`;
    const started = performance.now();
    const { periods } = parseBusy(text, new Date('2027-03-01T00:00:00Z'), new Date('2027-05-24T00:00:00Z'));
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((p) => p.end > p.start)).toBe(true);
  });
});
