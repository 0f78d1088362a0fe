import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { INVOICE_STATUS } from '@/lib/invoices/rules';
import { JOB_STAGE } from '@/lib/jobs/rules';
import type { Db } from './client';
import {
  categories,
  chatMessages,
  clockRecords,
  companies,
  enquiries,
  estimateItems,
  estimates,
  invoiceItems,
  invoices,
  jobChecklistItems,
  jobs,
  jobTeam,
  leaves,
  rotaShifts,
  users,
} from './schema';

/**
 * A working week of demo data for the head office, so a fresh `npm start` shows the back office in use: service
 * categories, two more people, jobs at every stage with a chat, invoices, an estimate, enquiries, this week's rota,
 * clock records and leave. Dates are relative to the first start. It runs only while the office has no jobs, and fixed
 * ids keep it idempotent, so it never overwrites or brings back what someone changed.
 */
const id = (n: number) => `7c1d9e2a-5b3f-4a60-9d10-${String(n).padStart(12, '0')}`;

export const DEMO_SERVICES = [
  'House Cleaning',
  'Office Cleaning',
  'Commercial Cleaning',
  'Apartment Cleaning',
  'Carpet Cleaning',
  'Construction Cleaning',
  'End Of Tenancy Cleaning',
  'Home Removal',
] as const;

export const DEMO_EXTRA_PEOPLE = [
  {
    id: id(1),
    email: 'tomasz.nowak@demo.cleaning.test',
    role: 'Cleaner',
    firstName: 'Tomasz',
    lastName: 'Nowak',
    city: 'Wymondham',
  },
  {
    id: id(2),
    email: 'margaret.ellis@demo.cleaning.test',
    role: 'Client',
    firstName: 'Margaret',
    lastName: 'Ellis',
    city: 'Norwich',
  },
] as const;

const day = (offset: number, base = new Date()) => {
  const d = new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate() + offset));
  return d.toISOString().slice(0, 10);
};
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);

export async function seedDemoWork(db: Db, companyId: string, passwordHash: string) {
  await db.transaction(async (tx) => {
    // Seeded once, into an office with no jobs yet: a database in use keeps what its people did (deleted demo rows
    // stay deleted, renamed categories stay renamed).
    const [used] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId)).limit(1);
    if (used) return;
    await tx
      .insert(categories)
      .values(DEMO_SERVICES.map((name) => ({ companyId, name })))
      .onConflictDoNothing();
    await tx
      .insert(users)
      .values(
        DEMO_EXTRA_PEOPLE.map((p) => ({
          ...p,
          passwordHash,
          status: 'active' as const,
          companyId,
          phoneNumber: '01603 555 0100',
          country: 'United Kingdom',
        })),
      )
      .onConflictDoNothing();

    const email = (address: string) =>
      tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, address))
        .then((r) => r[0]?.id);
    const [admin, priya, oliver, tomasz, margaret] = await Promise.all([
      email('admin@demo.cleaning.test'),
      email('cleaner@demo.cleaning.test'),
      email('client@demo.cleaning.test'),
      email(DEMO_EXTRA_PEOPLE[0].email),
      email(DEMO_EXTRA_PEOPLE[1].email),
    ]);
    if (!admin || !priya || !oliver || !tomasz || !margaret) return;

    const today = day(0);
    const weekday = (new Date(`${today}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
    const monday = day(-weekday);
    const weekDay = (n: number) => day(n, new Date(`${monday}T12:00:00Z`));

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
    const visits: Record<
      string,
      { scheduledDate: string; startTime: string; durationMinutes: number; team: string[] }
    > = {
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

    const party = {
      name: 'Brightside Cleaning Head Office',
      address: 'Unit 4, Hethersett Business Park, Hethersett, Norwich NR9 3AB',
      email: 'office@brightside-cleaning.co.uk',
      phoneNumber: '01603 555 0100',
    };
    await tx
      .insert(invoices)
      .values([
        {
          id: id(301),
          companyId,
          jobId: id(103),
          clientId: oliver,
          invoiceNumber: 'INV-0001',
          status: INVOICE_STATUS.paid,
          sent: 1,
          createDate: at(day(-12), '10:00'),
          dueDate: at(day(2), '10:00'),
          paidAt: at(day(-5), '14:20'),
          subTotalPence: 32000,
          taxesPence: 6400,
          totalPence: 38400,
          invoiceFrom: party,
          invoiceTo: {
            name: 'Oliver Bennett',
            address: 'Suite 2, Wymondham Business Centre, Wymondham NR18 0WW',
            email: 'client@demo.cleaning.test',
          },
          notes: 'Paid by bank transfer, thank you.',
        },
        {
          id: id(302),
          companyId,
          jobId: id(101),
          clientId: oliver,
          invoiceNumber: 'INV-0002',
          status: INVOICE_STATUS.pending,
          sent: 1,
          createDate: at(day(-3), '10:00'),
          dueDate: at(day(11), '10:00'),
          subTotalPence: 9000,
          taxesPence: 1800,
          totalPence: 10800,
          invoiceFrom: party,
          invoiceTo: {
            name: 'Oliver Bennett',
            address: '14 Ringland Lane, Hethersett, Norwich NR9 3PX',
            email: 'client@demo.cleaning.test',
          },
          notes: 'Payment within 14 days, please.',
        },
      ])
      .onConflictDoNothing();
    await tx.insert(invoiceItems).values([
      {
        invoiceId: id(301),
        position: 0,
        title: 'Office deep clean',
        service: 'Office Cleaning',
        description: 'Two cleaners, eight hours',
        quantityHundredths: 1600,
        pricePence: 2000,
        totalPence: 32000,
      },
      {
        invoiceId: id(302),
        position: 0,
        title: 'Weekly house clean',
        service: 'House Cleaning',
        description: 'Four hours',
        quantityHundredths: 400,
        pricePence: 2250,
        totalPence: 9000,
      },
    ]);
    await tx
      .update(companies)
      .set({
        lastInvoiceNumber: sql`greatest(${companies.lastInvoiceNumber}, 2)`,
        lastEstimateNumber: sql`greatest(${companies.lastEstimateNumber}, 1)`,
      })
      .where(eq(companies.id, companyId));

    await tx
      .insert(enquiries)
      .values([
        {
          id: id(401),
          companyId,
          name: 'Hannah Cole',
          email: 'hannah.cole@example.co.uk',
          phone: '07700 900123',
          address: '3 Back Lane, Wymondham',
          postCode: 'NR18 0LB',
          messageDescription: 'Quote for a fortnightly clean of a three-bedroom house, ideally on Thursdays.',
          services: ['House Cleaning'],
          createdAt: at(today, '07:40'),
        },
        {
          id: id(402),
          companyId,
          name: 'Rajesh Mehta',
          email: 'r.mehta@example.co.uk',
          phone: '07700 900456',
          address: '18 Earlham Road, Norwich',
          postCode: 'NR2 3DB',
          messageDescription: 'Please call me back about carpet cleaning for a rented flat before we move out.',
          services: ['Carpet Cleaning', 'End Of Tenancy Cleaning'],
          status: 'contacted',
          createdAt: at(day(-2), '13:15'),
        },
        {
          id: id(403),
          companyId,
          name: 'Margaret Ellis',
          email: DEMO_EXTRA_PEOPLE[1].email,
          phone: '07700 900789',
          address: 'Flat 3, 22 Unthank Road, Norwich',
          postCode: 'NR2 2RA',
          messageDescription: 'End-of-tenancy clean needed before the inspection; two bedrooms, oven included.',
          services: ['End Of Tenancy Cleaning'],
          status: 'estimated',
          createdAt: at(day(-6), '09:30'),
        },
      ])
      .onConflictDoNothing();

    await tx
      .insert(estimates)
      .values({
        id: id(501),
        companyId,
        estimateNumber: 'EST-0001',
        enquiryId: id(403),
        clientId: margaret,
        clientName: 'Margaret Ellis',
        clientEmail: DEMO_EXTRA_PEOPLE[1].email,
        clientPhone: '07700 900789',
        address: 'Flat 3, 22 Unthank Road, Norwich',
        postCode: 'NR2 2RA',
        status: 'sent',
        validUntil: day(24),
        subTotalPence: 26500,
        taxesPence: 5300,
        totalPence: 31800,
        notes: 'Includes oven and inside of kitchen cupboards.',
        createdById: admin,
      })
      .onConflictDoNothing();
    await tx.insert(estimateItems).values([
      {
        estimateId: id(501),
        position: 0,
        service: 'End Of Tenancy Cleaning',
        description: 'Two-bedroom flat, inventory standard',
        quantityHundredths: 100,
        unit: 'item',
        pricePence: 22000,
        totalPence: 22000,
      },
      {
        estimateId: id(501),
        position: 1,
        service: 'Carpet Cleaning',
        description: 'Bedroom carpets, hot water extraction',
        quantityHundredths: 300,
        unit: 'room',
        pricePence: 1500,
        totalPence: 4500,
      },
    ]);

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
  });
}

/** The seeded jobs' ids, for tests. */
export const demoJobId = (n: 1 | 2 | 3 | 4) => id(100 + n);
