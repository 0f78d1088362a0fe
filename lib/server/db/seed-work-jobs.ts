import 'server-only';
import { JOB_STAGE } from '@/lib/jobs/rules';
import { chatMessages, jobChecklistItems, jobs, jobTeam } from './schema';
import { at, day, id, type DemoWeek } from './seed-work-context';

/** The demo week's four jobs, one per stage, with their visits, teams and checklists, and a chat on the first. */
export async function seedDemoJobs({
  tx,
  companyId,
  admin,
  priya,
  oliver,
  tomasz,
  margaret,
  today,
  weekDay,
}: DemoWeek) {
  const jobRows = [
    {
      id: id(101),
      title: 'Weekly house clean – 14 Ringland Lane',
      clientId: oliver,
      assigneeId: priya,
      service: 'House Cleaning',
      stage: JOB_STAGE.pending,
      location: '14 Ringland Lane, Hethersett, Norwich NR9 3PX',
      description: 'Kitchen, two bathrooms and all floors. Keys in the key safe; the dog stays in the garden.',
    },
    {
      id: id(102),
      title: 'End-of-tenancy clean – Flat 3, 22 Unthank Road',
      clientId: margaret,
      assigneeId: tomasz,
      service: 'End Of Tenancy Cleaning',
      stage: JOB_STAGE.new,
      location: 'Flat 3, 22 Unthank Road, Norwich NR2 2RA',
      description: 'Full inventory-standard clean before the check-out inspection, oven included.',
    },
    {
      id: id(103),
      title: 'Office deep clean – Wymondham Business Centre',
      clientId: oliver,
      assigneeId: priya,
      service: 'Office Cleaning',
      stage: JOB_STAGE.completed,
      location: 'Suite 2, Wymondham Business Centre, Wymondham NR18 0WW',
      description: 'Desks, kitchen area and washrooms after the refit; bins and recycling out.',
    },
    {
      id: id(104),
      title: 'Carpet cleaning – lounge and stairs',
      clientId: margaret,
      assigneeId: priya,
      service: 'Carpet Cleaning',
      stage: JOB_STAGE.incomplete,
      location: '7 Cringleford Chase, Norwich NR4 7RS',
      description: 'Hot water extraction on the lounge carpet and stair runner; red wine mark by the sofa.',
    },
  ];
  const visits: Record<string, { scheduledDate: string; startTime: string; durationMinutes: number; team: string[] }> =
    {
      [id(101)]: { scheduledDate: weekDay(3), startTime: '09:00', durationMinutes: 240, team: [priya] },
      [id(102)]: { scheduledDate: weekDay(2), startTime: '08:00', durationMinutes: 480, team: [tomasz, priya] },
      [id(103)]: { scheduledDate: weekDay(-5), startTime: '09:00', durationMinutes: 480, team: [priya, tomasz] },
      [id(104)]: { scheduledDate: weekDay(1), startTime: '08:30', durationMinutes: 240, team: [priya] },
    };
  await tx
    .insert(jobs)
    .values(
      jobRows.map((j) => {
        const { scheduledDate, startTime, durationMinutes } = visits[j.id]!;
        return { ...j, scheduledDate, startTime, durationMinutes, companyId, createdById: admin };
      }),
    )
    .onConflictDoNothing();
  await tx
    .insert(jobTeam)
    .values(jobRows.flatMap((j) => visits[j.id]!.team.map((userId, position) => ({ jobId: j.id, userId, position }))))
    .onConflictDoNothing();
  const checklist = (jobId: string, labels: string[], done = 0) =>
    labels.map((label, position) => ({
      jobId,
      label,
      position,
      done: position < done,
      doneById: position < done ? priya : null,
      doneAt: position < done ? at(weekDay(-5), '12:00') : null,
    }));
  await tx
    .insert(jobChecklistItems)
    .values([
      ...checklist(id(101), [
        'Kitchen: worktops, hob and sink',
        'Bathrooms and toilet',
        'Hoover and mop all floors',
        'Conservatory windows (inside)',
      ]),
      ...checklist(id(102), [
        'Oven and extractor',
        'Kitchen cupboards inside and out',
        'Bathroom descale',
        'Skirting boards and doors',
        'Windows and sills',
      ]),
      ...checklist(id(103), ['Desks and screens', 'Kitchen area', 'Washrooms', 'Bins and recycling out'], 4),
    ]);

  await tx
    .insert(chatMessages)
    .values([
      {
        id: id(201),
        jobId: id(101),
        senderId: admin,
        text: 'The key safe code has changed to 4821; Mr Bennett asked for the back door to stay locked.',
        createdAt: at(day(-1), '16:10'),
        updatedAt: at(day(-1), '16:10'),
      },
      {
        id: id(202),
        jobId: id(101),
        senderId: priya,
        text: 'Thanks, noted. I will bring the steam mop for the kitchen tiles.',
        createdAt: at(day(-1), '16:25'),
        updatedAt: at(day(-1), '16:25'),
      },
      {
        id: id(203),
        jobId: id(101),
        senderId: oliver,
        text: 'Could you also wipe the inside of the conservatory windows this week?',
        createdAt: at(today, '08:05'),
        updatedAt: at(today, '08:05'),
      },
    ])
    .onConflictDoNothing();
}

/** The seeded jobs' ids, for tests. */
export const demoJobId = (n: 1 | 2 | 3 | 4) => id(100 + n);
