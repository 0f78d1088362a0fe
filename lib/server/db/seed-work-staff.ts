import 'server-only';
import { clockRecords, leaves, rotaShifts } from './schema';
import { at, day, id, type DemoWeek } from './seed-work-context';

/** The demo week's staff time: this week's rota for both cleaners, two clock records and a leave request of each. */
export async function seedDemoStaffTime({ tx, companyId, admin, priya, tomasz, weekDay }: DemoWeek) {
  const shift = (
    n: number,
    cleanerId: string,
    offset: number,
    startTime: string,
    endTime: string,
    jobId: string | null,
    site: string,
    notes?: string,
  ) => ({
    id: id(600 + n),
    companyId,
    cleanerId,
    jobId,
    site,
    date: weekDay(offset),
    startTime,
    endTime,
    notes: notes ?? null,
  });
  await tx
    .insert(rotaShifts)
    .values([
      shift(1, priya, 0, '09:00', '13:00', id(101), '14 Ringland Lane, Hethersett'),
      shift(2, priya, 1, '08:30', '12:30', id(104), '7 Cringleford Chase, Norwich', 'Bring the extraction machine'),
      shift(3, priya, 3, '09:00', '13:00', id(101), '14 Ringland Lane, Hethersett'),
      shift(4, tomasz, 0, '13:00', '17:00', null, 'Hethersett depot', 'Van check and stock'),
      shift(5, tomasz, 2, '08:00', '16:00', id(102), 'Flat 3, 22 Unthank Road, Norwich'),
      shift(6, tomasz, 4, '09:00', '12:00', null, 'Wymondham Business Centre'),
    ])
    .onConflictDoNothing();

  const hethersett = { latitude: 52.6009, longitude: 1.1796 };
  await tx
    .insert(clockRecords)
    .values([
      {
        id: id(701),
        companyId,
        userId: priya,
        shiftId: id(601),
        jobId: id(101),
        clockIn: at(weekDay(-7), '08:57'),
        clockOut: at(weekDay(-7), '13:04'),
        clockInLocation: hethersett,
        clockOutLocation: hethersett,
      },
      {
        id: id(702),
        companyId,
        userId: priya,
        jobId: id(103),
        clockIn: at(weekDay(-5), '09:12'),
        clockOut: at(weekDay(-5), '17:01'),
        clockInLocation: { latitude: 52.5703, longitude: 1.1161 },
        clockOutLocation: { latitude: 52.5703, longitude: 1.1161 },
      },
    ])
    .onConflictDoNothing();

  await tx
    .insert(leaves)
    .values([
      {
        id: id(801),
        companyId,
        userId: tomasz,
        type: 'annual',
        startDate: day(21),
        endDate: day(25),
        reason: 'Family wedding in Kraków.',
      },
      {
        id: id(802),
        companyId,
        userId: priya,
        type: 'annual',
        startDate: day(-30),
        endDate: day(-30),
        reason: 'Moving house.',
        status: 'approved',
        decidedById: admin,
        decidedAt: at(day(-40), '11:00'),
      },
    ])
    .onConflictDoNothing();
}
