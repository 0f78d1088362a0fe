import { describe, expect, it } from 'vitest';
import { daysTakenThisYear, leaveDays } from '@/components/dashboard/leave/leave-parts';

describe('leave day counts', () => {
  it('counts calendar days with both ends included, clipped to a window', () => {
    expect(leaveDays('2026-07-06', '2026-07-10')).toBe(5);
    expect(leaveDays('2026-07-06', '2026-07-06')).toBe(1);
    expect(leaveDays('2026-03-28', '2026-03-30')).toBe(3); // across the clocks going forward
    expect(leaveDays('2025-12-30', '2026-01-02', '2026-01-01', '2026-12-31')).toBe(2);
    expect(leaveDays('2025-12-01', '2025-12-05', '2026-01-01', '2026-12-31')).toBe(0);
  });

  it('adds up only approved leave within the year', () => {
    const rows = [
      { startDate: '2026-07-06', endDate: '2026-07-10', status: 'approved' as const },
      { startDate: '2026-08-03', endDate: '2026-08-04', status: 'pending' as const },
      { startDate: '2026-12-30', endDate: '2027-01-02', status: 'approved' as const },
      { startDate: '2026-02-02', endDate: '2026-02-02', status: 'rejected' as const },
    ];
    expect(daysTakenThisYear(rows, 2026)).toBe(7);
    expect(daysTakenThisYear(rows, 2027)).toBe(2);
  });
});
