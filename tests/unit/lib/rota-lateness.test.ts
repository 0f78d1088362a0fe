// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { lateness, londonClock } from '@/lib/timesheets/lateness';

const shift = { date: '2026-01-12', startTime: '08:00', endTime: '12:00' };

describe('late starts and early finishes', () => {
  it('reads instants on the London clock (GMT in winter, BST in summer)', () => {
    expect(londonClock(new Date('2026-01-12T08:00:00Z'))).toEqual({ date: '2026-01-12', minutes: 480 });
    expect(londonClock(new Date('2026-07-12T07:00:00Z'))).toEqual({ date: '2026-07-12', minutes: 480 });
    expect(londonClock(new Date('2026-07-11T23:30:00Z'))).toEqual({ date: '2026-07-12', minutes: 30 });
  });

  it('allows five minutes either way', () => {
    expect(lateness(shift, new Date('2026-01-12T08:05:00Z'), new Date('2026-01-12T11:55:00Z'))).toEqual({
      late: false,
      early: false,
    });
    expect(lateness(shift, new Date('2026-01-12T08:06:00Z'), new Date('2026-01-12T11:54:00Z'))).toEqual({
      late: true,
      early: true,
    });
    expect(lateness(shift, new Date('2026-01-12T07:30:00Z'), null)).toEqual({ late: false, early: false });
    expect(lateness(shift, new Date('2026-01-13T07:30:00Z'), null)).toEqual({ late: true, early: false });
    expect(lateness(shift, new Date('2026-01-12T08:00:00Z'), new Date('2026-01-11T23:00:00Z'))).toEqual({
      late: false,
      early: true,
    });
  });
});
