// A covering office for the booking API tests: the demo territories and price rules, cleaners with a full day's
// shift on a few bookable days, and helpers to call the public endpoints.
import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { companies, companyTerritories, priceRules, rotaShifts } from '@/lib/server/db/schema';
import { DEMO_PRICE_RULES } from '@/lib/server/db/seed-booking';
import { addDays, londonToday } from '@/lib/server/bookings/slots';
import { createCompany, createUser } from '@/tests/support/factories';
import { call } from '@/tests/support/http';
import { endpoint } from '@/tests/support/endpoint';

const coverage = endpoint('GET /api/booking/coverage');
const book = endpoint('POST /api/booking/book');
const quote = endpoint('POST /api/booking/quote');
const slots = endpoint('POST /api/booking/slots');

/** Days from today (London) used by the tests: all bookable (from tomorrow, within 60 days). */
export const day = (n: number) => addDays(londonToday(), n);

export async function bookingWorld(
  options: {
    districts?: string[];
    cleaners?: number;
    days?: number[];
    overrides?: Partial<typeof companies.$inferInsert>;
  } = {},
) {
  const db = await getDb();
  const company = await createCompany({
    email: 'office@norwich.example.test',
    phone: '01603 555 0100',
    ...options.overrides,
  });
  // A test file shares one database: each world takes the districts over from the previous one.
  const districts = options.districts ?? ['NR1', 'NR2', 'NR9'];
  await db.delete(companyTerritories).where(inArray(companyTerritories.district, districts));
  await db.insert(companyTerritories).values(districts.map((district) => ({ district, companyId: company.id })));
  await db.insert(priceRules).values(DEMO_PRICE_RULES.map((r) => ({ ...r, companyId: company.id })));
  const cleaners = [];
  for (let i = 0; i < (options.cleaners ?? 2); i++)
    cleaners.push((await createUser('Cleaner', { companyId: company.id })).user);
  const days = options.days ?? [3, 4];
  if (cleaners.length && days.length) {
    await db.insert(rotaShifts).values(
      cleaners.flatMap((c) =>
        days.map((n) => ({
          companyId: company.id,
          cleanerId: c.id,
          date: day(n),
          startTime: '08:00',
          endTime: '18:00',
        })),
      ),
    );
  }
  return { company, cleaners };
}

let address = 0;
const from = () => ({ 'x-forwarded-for': `203.0.113.${(address++ % 250) + 1}` });

export const houseInput = (overrides: Record<string, unknown> = {}) => ({
  postcode: 'NR2 2RA',
  service: 'house',
  size: { bedrooms: 3, bathrooms: 2 },
  extras: {},
  frequency: 'one-off',
  ...overrides,
});
/** 3 bed, 2 bath house, demo rule, VAT included: £114, 180 minutes, a team of two. */
export const HOUSE_TOTAL = 11400;

export const bookBody = (overrides: Record<string, unknown> = {}) => ({
  ...houseInput(),
  id: randomUUID(),
  date: day(3),
  startTime: '09:00',
  expectedTotalPence: HOUSE_TOTAL,
  name: 'Margaret Ellis',
  email: `margaret.${randomUUID().slice(0, 6)}@example.test`,
  phone: '07700 900789',
  address: 'Flat 3, 22 Unthank Road, Norwich',
  ...overrides,
});

export const api = {
  coverage: (postcode?: string) => call(coverage, { query: postcode === undefined ? {} : { postcode } }),
  quote: (body: unknown) => call(quote, { method: 'POST', body }),
  slots: (body: unknown) =>
    call<{ durationMinutes: number; teamSize: number; days: { date: string; times: string[] }[] }>(slots, {
      method: 'POST',
      body,
    }),
  book: (body: unknown) => call(book, { method: 'POST', body, headers: from() }),
};
