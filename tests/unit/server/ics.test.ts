import { describe, expect, it } from 'vitest';
import { buildIcs, londonToUtc } from '@/lib/server/calendar-feeds/ics';

describe('londonToUtc', () => {
  it('reads London wall-clock time as GMT in winter and BST in summer, across both clock changes', () => {
    expect(londonToUtc('2026-12-03', '09:00').toISOString()).toBe('2026-12-03T09:00:00.000Z');
    expect(londonToUtc('2027-07-01', '09:00').toISOString()).toBe('2027-07-01T08:00:00.000Z');
    // Spring forward on Sunday 28 March 2027 at 01:00 UTC: 00:30 is GMT, 09:00 is BST.
    expect(londonToUtc('2027-03-28', '00:30').toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(londonToUtc('2027-03-28', '09:00').toISOString()).toBe('2027-03-28T08:00:00.000Z');
    // Fall back on Sunday 31 October 2027: 09:00 is GMT again.
    expect(londonToUtc('2027-10-30', '09:00').toISOString()).toBe('2027-10-30T08:00:00.000Z');
    expect(londonToUtc('2027-10-31', '09:00').toISOString()).toBe('2027-10-31T09:00:00.000Z');
  });
});

describe('buildIcs', () => {
  const visit = {
    uid: 'job-1@brightside-cleaning',
    summary: 'House Cleaning – Brightside',
    description: 'Three bedrooms',
    location: '22 Unthank Road, Norwich, NR2 2RA',
    date: '2027-03-29',
    startTime: '09:00',
    durationMinutes: 180,
  };

  it('writes one event in UTC with its end from the duration, and a repeat rule', () => {
    const ics = buildIcs([
      { ...visit, repeat: 'fortnightly', organizer: { name: 'Brightside', email: 'office@example.test' } },
    ]);
    expect(ics).toContain('METHOD:PUBLISH');
    expect(ics).toContain('UID:job-1@brightside-cleaning');
    expect(ics).toContain('DTSTART:20270329T080000Z');
    expect(ics).toContain('DTEND:20270329T110000Z');
    expect(ics).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2');
    expect(ics).toContain('LOCATION:22 Unthank Road\\, Norwich\\, NR2 2RA');
  });

  it('cancels a declined visit', () => {
    const ics = buildIcs([{ ...visit, cancelled: true }]);
    expect(ics).toContain('METHOD:CANCEL');
    expect(ics).toContain('STATUS:CANCELLED');
    expect(ics).not.toContain('RRULE');
  });
});
