// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findClashes, isLongShift, leaveCover, shiftDuringLeave, shiftsOverlap } from '@/lib/rota/clashes';

const shift = (
  startTime: string,
  endTime: string,
  extra: Partial<{ id: string; cleanerId: string; date: string }> = {},
) => ({ id: 'new', cleanerId: 'c1', date: '2026-05-04', startTime, endTime, ...extra });
const leave = (
  startDate: string,
  endDate: string,
  startHalf: 'am' | 'pm' | null = null,
  endHalf: 'am' | 'pm' | null = null,
) => ({ id: 'l1', userId: 'c1', startDate, endDate, startHalf, endHalf });

describe('rota clash rules', () => {
  it('finds overlapping shifts of one cleaner on one day; touching shifts do not overlap', () => {
    expect(shiftsOverlap(shift('08:00', '12:00'), shift('11:00', '14:00'))).toBe(true);
    expect(shiftsOverlap(shift('08:00', '12:00'), shift('12:00', '14:00'))).toBe(false);
    expect(shiftsOverlap(shift('08:00', '12:00'), shift('09:00', '10:00', { cleanerId: 'c2' }))).toBe(false);
    expect(shiftsOverlap(shift('08:00', '12:00'), shift('09:00', '10:00', { date: '2026-05-05' }))).toBe(false);
  });

  it('reads half days: a morning off leaves the afternoon free, longer leave starts or ends at noon', () => {
    expect(leaveCover(leave('2026-05-04', '2026-05-04', 'am'), '2026-05-04')).toEqual([0, 720]);
    expect(leaveCover(leave('2026-05-04', '2026-05-04', 'pm'), '2026-05-04')).toEqual([720, 1440]);
    expect(leaveCover(leave('2026-05-04', '2026-05-06', 'pm', 'am'), '2026-05-05')).toEqual([0, 1440]);
    expect(leaveCover(leave('2026-05-04', '2026-05-06', 'pm', 'am'), '2026-05-06')).toEqual([0, 720]);
    expect(leaveCover(leave('2026-05-04', '2026-05-06'), '2026-05-07')).toBeNull();
    expect(shiftDuringLeave(shift('13:00', '17:00'), leave('2026-05-04', '2026-05-04', 'am'))).toBe(false);
    expect(shiftDuringLeave(shift('11:00', '13:00'), leave('2026-05-04', '2026-05-04', 'am'))).toBe(true);
    expect(shiftDuringLeave(shift('08:00', '12:00'), leave('2026-05-04', '2026-05-04', 'pm'))).toBe(false);
    expect(shiftDuringLeave(shift('08:00', '12:00'), { ...leave('2026-05-04', '2026-05-04'), userId: 'c2' })).toBe(
      false,
    );
  });

  it('lists every clash of a planned shift, ignoring the shift being edited', () => {
    const others = [
      { ...shift('07:00', '09:00'), id: 's1' },
      { ...shift('14:00', '16:00'), id: 's2' },
      { ...shift('06:00', '20:00'), id: 'new' },
    ];
    expect(findClashes(shift('08:00', '21:00'), others, [leave('2026-05-04', '2026-05-04', 'pm')])).toEqual([
      { kind: 'overlap', shiftId: 's1', startTime: '07:00', endTime: '09:00' },
      { kind: 'overlap', shiftId: 's2', startTime: '14:00', endTime: '16:00' },
      { kind: 'leave', leaveId: 'l1', startDate: '2026-05-04', endDate: '2026-05-04' },
      { kind: 'long', minutes: 780 },
    ]);
    expect(findClashes(shift('09:00', '14:00'), others, [])).toEqual([]);
    expect(isLongShift({ startTime: '08:00', endTime: '20:00' })).toBe(false);
    expect(isLongShift({ startTime: '08:00', endTime: '20:01' })).toBe(true);
  });
});
