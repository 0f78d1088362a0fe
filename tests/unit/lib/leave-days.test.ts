import { describe, expect, it } from 'vitest';
import { daysTakenThisYear, halfDayProblem, leaveDays } from '@/lib/leave/days';

const d = (startDate: string, endDate: string, startHalf?: 'am' | 'pm', endHalf?: 'am' | 'pm') => ({
  startDate,
  endDate,
  startHalf,
  endHalf,
});

describe('leave day counts', () => {
  it('counts calendar days with both ends included, clipped to a window', () => {
    expect(leaveDays(d('2026-07-06', '2026-07-10'))).toBe(5);
    expect(leaveDays(d('2026-07-06', '2026-07-06'))).toBe(1);
    expect(leaveDays(d('2026-03-28', '2026-03-30'))).toBe(3); // across the clocks going forward
    expect(leaveDays(d('2025-12-30', '2026-01-02'), '2026-01-01', '2026-12-31')).toBe(2);
    expect(leaveDays(d('2025-12-01', '2025-12-05'), '2026-01-01', '2026-12-31')).toBe(0);
  });

  it('counts a half first or last day as half a day', () => {
    expect(leaveDays(d('2026-07-06', '2026-07-06', 'am'))).toBe(0.5);
    expect(leaveDays(d('2026-07-06', '2026-07-06', 'pm'))).toBe(0.5);
    expect(leaveDays(d('2026-07-06', '2026-07-10', 'pm'))).toBe(4.5);
    expect(leaveDays(d('2026-07-06', '2026-07-10', 'pm', 'am'))).toBe(4);
    expect(leaveDays(d('2026-07-06', '2026-07-07', 'pm', 'am'))).toBe(1);
    // Clipped at a year's end: only the halves inside the window count.
    expect(leaveDays(d('2026-12-31', '2027-01-02', 'pm', 'am'), '2026-01-01', '2026-12-31')).toBe(0.5);
    expect(leaveDays(d('2026-12-31', '2027-01-02', 'pm', 'am'), '2027-01-01', '2027-12-31')).toBe(1.5);
  });

  it('allows halves only where they make sense', () => {
    expect(halfDayProblem(d('2026-07-06', '2026-07-06', 'am'))).toBeNull();
    expect(halfDayProblem(d('2026-07-06', '2026-07-06', undefined, 'am'))?.path).toBe('endHalf');
    expect(halfDayProblem(d('2026-07-06', '2026-07-08', 'pm', 'am'))).toBeNull();
    expect(halfDayProblem(d('2026-07-06', '2026-07-08', 'am'))?.path).toBe('startHalf');
    expect(halfDayProblem(d('2026-07-06', '2026-07-08', undefined, 'pm'))?.path).toBe('endHalf');
  });

  it('adds up only approved leave within the year, halves included', () => {
    const rows = [
      { ...d('2026-07-06', '2026-07-10'), status: 'approved' },
      { ...d('2026-08-03', '2026-08-04'), status: 'pending' },
      { ...d('2026-12-30', '2027-01-02'), status: 'approved' },
      { ...d('2026-02-02', '2026-02-02'), status: 'rejected' },
      { ...d('2026-03-02', '2026-03-02', 'pm'), status: 'approved' },
    ];
    expect(daysTakenThisYear(rows, 2026)).toBe(7.5);
    expect(daysTakenThisYear(rows, 2027)).toBe(2);
  });
});
