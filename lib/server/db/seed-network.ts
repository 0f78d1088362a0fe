import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import { addMonths, monthStart } from '@/lib/network/rules';
import { londonToday } from '@/lib/server/overview/service';
import { statementValues } from '@/lib/server/network/statements';
import type { Db } from './client';
import {
  clockRecords,
  companies,
  companyTerritories,
  enquiries,
  invoiceItems,
  invoices,
  jobRatings,
  jobs,
  royaltyStatements,
  royaltyTerms,
  users,
} from './schema';

/** The two franchise offices of the demo network (issue 38), each with its districts, people and work. */
export const DEMO_OFFICES = [
  {
    code: 'GYL',
    name: 'Brightside Great Yarmouth & Lowestoft',
    address: '8 Baker Street, Gorleston, Great Yarmouth NR31 6QT',
    town: 'Gorleston',
    districts: ['NR29', 'NR30', 'NR31', 'NR32', 'NR33'],
    people: {
      admin: ['Helen', 'Marsh'],
      cleaners: [
        ['Dawid', 'Nowak'],
        ['Grace', 'Akintola'],
      ],
    },
    jobsPerMonth: 9,
  },
  {
    code: 'KLN',
    name: "Brightside King's Lynn",
    address: "3 Tuesday Market Place, King's Lynn PE30 1JL",
    town: "King's Lynn",
    districts: ['PE30', 'PE31', 'PE32', 'PE33', 'PE34', 'PE38'],
    people: {
      admin: ['Rob', 'Fenwick'],
      cleaners: [
        ['Ana', 'Costa'],
        ['Lewis', 'Hart'],
      ],
    },
    jobsPerMonth: 6,
  },
] as const;

const SERVICES = [
  ['House Cleaning', 7_800],
  ['Office Cleaning', 14_500],
  ['End Of Tenancy Cleaning', 28_000],
  ['Carpet Cleaning', 9_500],
] as const;
const MONTHS_OF_WORK = 5;
const slug = (code: string) => code.toLowerCase();

/**
 * Seeds the demo network: marks the head office as such and adds two franchise offices with territories, an
 * Administrator, two cleaners and clients, five months of completed visits with invoices (most paid, a few overdue),
 * ratings, hours and enquiries, royalty terms (King's Lynn's change two months ago) and last months' statements.
 * Once: an office whose code exists is left alone.
 */
export async function seedDemoNetwork(db: Db, passwordHash: string, now = new Date()) {
  await db.update(companies).set({ headOffice: true }).where(eq(companies.code, HEAD_OFFICE_COMPANY_CODE));
  const today = londonToday(now);
  const first = addMonths(monthStart(today), -MONTHS_OF_WORK);
  for (const [n, office] of DEMO_OFFICES.entries()) {
    const id = await db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({
          name: office.name,
          code: office.code,
          address: office.address,
          email: `${slug(office.code)}@brightside-cleaning.co.uk`,
          phone: '01603 555 0100',
          createdAt: new Date(`${addMonths(first, -1)}T12:00:00Z`),
        })
        .onConflictDoNothing({ target: companies.code })
        .returning();
      if (!company) return null;
      await tx
        .insert(companyTerritories)
        .values(office.districts.map((district) => ({ district, companyId: company.id })))
        .onConflictDoNothing();
      const person = (
        role: 'Administrator' | 'Cleaner' | 'Client',
        [firstName, lastName]: readonly string[],
        i = 0,
      ) => ({
        email: `${role === 'Administrator' ? 'admin' : role.toLowerCase() + (i + 1)}.${slug(office.code)}@demo.cleaning.test`,
        role,
        firstName: firstName!,
        lastName: lastName!,
        passwordHash,
        status: 'active' as const,
        companyId: company.id,
        city: office.town,
        country: 'United Kingdom',
      });
      const clientNames = [
        ['Susan', 'Reeve'],
        ['Mark', 'Doyle'],
        ['Amira', 'Haddad'],
      ];
      const people = await tx
        .insert(users)
        .values([
          person('Administrator', office.people.admin),
          ...office.people.cleaners.map((c, i) => person('Cleaner', c, i)),
          ...clientNames.map((c, i) => person('Client', c, i)),
        ])
        .onConflictDoNothing()
        .returning();
      const cleaners = people.filter((p) => p.role === 'Cleaner');
      const clients = people.filter((p) => p.role === 'Client');
      if (!cleaners.length || !clients.length) return company.id;
      await seedWork(tx as unknown as Db, company.id, office, n, { cleaners, clients }, first, today, now);
      return company.id;
    });
    if (id) await seedTerms(db, id, n, first, today);
  }
}

type People = { cleaners: { id: string }[]; clients: { id: string; firstName: string }[] };

async function seedWork(
  db: Db,
  companyId: string,
  office: (typeof DEMO_OFFICES)[number],
  n: number,
  people: People,
  first: string,
  today: string,
  now: Date,
) {
  let number = 0;
  for (let m = 0; m <= MONTHS_OF_WORK; m++) {
    const month = addMonths(first, m);
    // Each office grows a little every month; this month has the days so far only.
    const count = office.jobsPerMonth + m - (m === MONTHS_OF_WORK ? Math.ceil(office.jobsPerMonth / 2) : 0);
    for (let j = 0; j < count; j++) {
      const date = `${month.slice(0, 8)}${String(2 + ((j * 3) % 26)).padStart(2, '0')}`;
      if (date >= today) continue;
      const [service, price] = SERVICES[(j + n + m) % SERVICES.length]!;
      const client = people.clients[j % people.clients.length]!;
      const cleaner = people.cleaners[j % people.cleaners.length]!;
      const online = (j + m) % 4 === 0;
      const [job] = await db
        .insert(jobs)
        .values({
          companyId,
          title: `${service} – ${office.town}`,
          clientId: client.id,
          assigneeId: cleaner.id,
          service,
          stage: 3,
          scheduledDate: date,
          startTime: '09:00',
          durationMinutes: 150,
          source: online ? 'online' : 'office',
          bookingStatus: online ? 'confirmed' : null,
          pricePence: price,
          createdAt: new Date(`${date}T08:00:00Z`),
        })
        .returning();
      await db.insert(clockRecords).values({
        companyId,
        userId: cleaner.id,
        jobId: job!.id,
        clockIn: new Date(`${date}T09:00:00Z`),
        clockOut: new Date(`${date}T11:${j % 2 ? '45' : '30'}:00Z`),
      });
      number++;
      const net = Math.round(price / 1.2);
      const due = new Date(new Date(`${date}T12:00:00Z`).getTime() + 14 * 86_400_000);
      // Most invoices are paid about ten days later; one in seven of the older ones is still unpaid (overdue).
      const paidAt = new Date(new Date(`${date}T12:00:00Z`).getTime() + 10 * 86_400_000);
      const paid = j % 7 !== 3 && paidAt < now;
      const [invoice] = await db
        .insert(invoices)
        .values({
          companyId,
          jobId: job!.id,
          clientId: client.id,
          invoiceNumber: `${office.code}-${String(number).padStart(4, '0')}`,
          status: paid ? 2 : 1,
          createDate: new Date(`${date}T17:00:00Z`),
          dueDate: due,
          subTotalPence: net,
          taxesPence: price - net,
          totalPence: price,
          sent: 1,
          paidAt: paid ? paidAt : null,
        })
        .returning();
      await db.insert(invoiceItems).values({
        invoiceId: invoice!.id,
        position: 0,
        title: service,
        service,
        quantityHundredths: 100,
        pricePence: net,
        totalPence: net,
      });
      if (j % 2 === 0)
        await db.insert(jobRatings).values({
          jobId: job!.id,
          companyId,
          clientId: client.id,
          rating: (j + m + n) % 9 === 4 ? 2 : 4 + ((j + m) % 2),
          comment: (j + m + n) % 9 === 4 ? 'The team arrived late and missed the oven.' : 'Lovely job, thank you.',
          firstName: client.firstName,
          town: office.town,
          createdAt: new Date(`${date}T18:00:00Z`),
        });
    }
    for (let e = 0; e < 3 + n; e++) {
      const date = `${month.slice(0, 8)}${String(5 + e * 6).padStart(2, '0')}`;
      if (date >= today) continue;
      await db.insert(enquiries).values({
        id: randomUUID(),
        companyId,
        name: ['Jo Price', 'Tom Ellis', 'Nadia Khan', 'Sam Reid'][e % 4]!,
        email: `enquiry${m}${e}.${slug(office.code)}@example.test`,
        phone: '01603 555 0199',
        address: office.address,
        postCode: office.districts[e % office.districts.length]!,
        messageDescription: 'Could you quote for a regular clean?',
        status: e % 2 === 0 ? 'converted' : 'closed',
        createdAt: new Date(`${date}T10:00:00Z`),
      });
    }
  }
  await db.update(companies).set({ lastInvoiceNumber: number }).where(eq(companies.id, companyId));
}

/** Terms since the first month of work (King's Lynn's changed two months ago), and the past months' statements. */
async function seedTerms(db: Db, companyId: string, n: number, first: string, today: string) {
  const terms =
    n === 0
      ? [{ startsOn: first, royaltyBasisPoints: 600, monthlyFeePence: 15_000 }]
      : [
          { startsOn: first, royaltyBasisPoints: 500, monthlyFeePence: 12_000 },
          { startsOn: addMonths(monthStart(today), -2), royaltyBasisPoints: 600, monthlyFeePence: 15_000 },
        ];
  await db
    .insert(royaltyTerms)
    .values(terms.map((t) => ({ ...t, companyId })))
    .onConflictDoNothing();
  for (let m = 0; m < MONTHS_OF_WORK; m++) {
    const month = addMonths(first, m);
    const values = await statementValues(db, companyId, month);
    // The older statements have been paid; the last month's is still due.
    const paid = m < MONTHS_OF_WORK - 1;
    await db
      .insert(royaltyStatements)
      .values({
        ...values,
        ...(paid
          ? { status: 'paid' as const, paidAt: new Date(`${addMonths(month, 1).slice(0, 8)}12T12:00:00Z`) }
          : {}),
      })
      .onConflictDoNothing();
  }
}
