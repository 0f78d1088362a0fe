// Busy periods on the London wall clock: split at midnight, right across both clock changes, and taken out of the
// slot engine's free time with the travel buffer.
import { describe, expect, it } from 'vitest';
import { busyDays, londonInstant } from '@/lib/availability/busy-days';
import { findSlots } from '@/lib/bookings/slots';
import { findClashes } from '@/lib/rota/clashes';

const span = (start: string, end: string) => ({ userId: 'c1', startsAt: new Date(start), endsAt: new Date(end) });

describe('busyDays', () => {
  it('splits a night across midnight into two London days', () => {
    expect(busyDays(span('2027-01-10T22:00:00Z', '2027-01-11T02:00:00Z'))).toEqual([
      { date: '2027-01-10', from: 22 * 60, to: 24 * 60 },
      { date: '2027-01-11', from: 0, to: 120 },
    ]);
  });

  it('reads summer time as London does, and a span ending at midnight keeps to its day', () => {
    expect(busyDays(span('2027-06-01T08:00:00Z', '2027-06-01T09:00:00Z'))).toEqual([
      { date: '2027-06-01', from: 9 * 60, to: 10 * 60 },
    ]);
    expect(busyDays(span('2027-06-01T22:00:00Z', '2027-06-01T23:00:00Z'))).toEqual([
      { date: '2027-06-01', from: 23 * 60, to: 24 * 60 },
    ]);
  });

  it('turns London wall-clock times into instants across both changes', () => {
    expect(londonInstant('2027-03-28', '00:30').toISOString()).toBe('2027-03-28T00:30:00.000Z');
    expect(londonInstant('2027-03-28', '01:30').toISOString()).toBe('2027-03-28T01:30:00.000Z'); // skipped hour
    expect(londonInstant('2027-03-28', '09:00').toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(londonInstant('2027-10-31', '01:30').toISOString()).toBe('2027-10-31T00:30:00.000Z'); // the first 01:30
    expect(londonInstant('2027-10-31', '09:00').toISOString()).toBe('2027-10-31T09:00:00.000Z');
  });
});

describe('busy periods in the engine and the rota', () => {
  const data = {
    cleanerIds: ['c1'],
    shifts: [{ cleanerId: 'c1', date: '2027-06-01', startTime: '08:00', endTime: '18:00' }],
    leaves: [],
    jobs: [],
    busy: [span('2027-06-01T11:00:00Z', '2027-06-01T12:00:00Z')], // 12:00–13:00 BST
  };
  const rules = {
    opens: '08:00',
    closes: '18:00',
    durationMinutes: 60,
    teamSize: 1,
    bufferMinutes: 30,
    stepMinutes: 30,
  };

  it('takes busy time and its buffer out of the free starts', () => {
    const [day] = findSlots(data, rules, ['2027-06-01']);
    expect(day!.times).toContain('10:30');
    expect(day!.times).toContain('13:30');
    for (const gone of ['11:00', '11:30', '12:00', '12:30', '13:00']) expect(day!.times).not.toContain(gone);
  });

  it('flags a shift over busy time, not one beside it', () => {
    const shift = { cleanerId: 'c1', date: '2027-06-01', startTime: '12:30', endTime: '16:00' };
    expect(findClashes(shift, [], [], data.busy)).toEqual([{ kind: 'busy', startTime: '12:00', endTime: '13:00' }]);
    expect(findClashes({ ...shift, startTime: '13:00' }, [], [], data.busy)).toEqual([]);
  });
});
