import 'server-only';
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { ServiceKey } from '@/lib/content/services';
import type { PriceRule } from '@/lib/bookings/rules';
import type { Db } from './client';
import { companyTerritories, priceRules, rotaShifts, users } from './schema';

/** The head office (Hethersett, NR9) covers Norwich and the villages around it: the NR1–NR18 districts. */
export const DEMO_TERRITORIES = Array.from({ length: 18 }, (_, i) => `NR${i + 1}`);

/**
 * Demo prices in pence, VAT included (the company default), typical of Norfolk domestic cleaning in 2026: a
 * three-bedroom, two-bathroom house clean by a team of two comes to £114 and takes 2 h 40 min.
 */
export const DEMO_PRICE_RULES: { service: ServiceKey; teamSize: number; rule: PriceRule }[] = [
  {
    service: 'house',
    teamSize: 2,
    rule: {
      shape: 'rooms',
      basePence: 4500,
      perBedroomPence: 1500,
      perBathroomPence: 1200,
      baseMinutes: 60,
      minutesPerBedroom: 20,
      minutesPerBathroom: 20,
    },
  },
  {
    service: 'apartment',
    teamSize: 2,
    rule: {
      shape: 'rooms',
      basePence: 4000,
      perBedroomPence: 1300,
      perBathroomPence: 1200,
      baseMinutes: 45,
      minutesPerBedroom: 20,
      minutesPerBathroom: 20,
    },
  },
  {
    service: 'tenancy',
    teamSize: 2,
    rule: {
      shape: 'rooms',
      basePence: 9000,
      perBedroomPence: 3000,
      perBathroomPence: 2000,
      baseMinutes: 120,
      minutesPerBedroom: 45,
      minutesPerBathroom: 30,
    },
  },
  { service: 'office', teamSize: 1, rule: { shape: 'hours', perCleanerHourPence: 2200, minHours: 2, maxCleaners: 4 } },
  {
    service: 'commercial',
    teamSize: 2,
    rule: { shape: 'hours', perCleanerHourPence: 2400, minHours: 3, maxCleaners: 6 },
  },
  {
    service: 'construction',
    teamSize: 2,
    rule: { shape: 'hours', perCleanerHourPence: 2800, minHours: 4, maxCleaners: 6 },
  },
  {
    service: 'carpet',
    teamSize: 1,
    rule: { shape: 'carpet', unit: 'room', basePence: 2000, perUnitPence: 3500, baseMinutes: 30, minutesPerUnit: 30 },
  },
  {
    service: 'removal',
    teamSize: 2,
    rule: { shape: 'removal', basePence: 15000, perRoomPence: 6000, baseMinutes: 60, minutesPerRoom: 45 },
  },
];

/** The demo cleaners who work the online bookings' rota (seed.ts and seed-work.ts create them). */
const ROTA_CLEANERS = ['cleaner@demo.cleaning.test', 'tomasz.nowak@demo.cleaning.test'];
/** Weeks of weekday rota after this week, so the booking flow offers real free times on a fresh demo. */
const ROTA_WEEKS = 8;

const DAY = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * Territories and price rules for the head office, and, once, a rota for its two demo cleaners on the weekdays of the
 * next eight weeks (08:00–18:00; this week keeps seed-work-staff.ts's shifts). Idempotent and cheap: a district another
 * company took, or a rule the office edited, is left as it is; the rota is written only while the office has no
 * shift after this week, so shifts the office removed do not come back.
 */
export async function seedDemoBooking(db: Db, headOfficeId: string, now = new Date()) {
  await db
    .insert(companyTerritories)
    .values(DEMO_TERRITORIES.map((district) => ({ district, companyId: headOfficeId })))
    .onConflictDoNothing();
  await db
    .insert(priceRules)
    .values(DEMO_PRICE_RULES.map((r) => ({ ...r, companyId: headOfficeId })))
    .onConflictDoNothing();

  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const nextMonday = today + (7 - ((new Date(today).getUTCDay() + 6) % 7)) * DAY;
  const [later] = await db
    .select({ id: rotaShifts.id })
    .from(rotaShifts)
    .where(and(eq(rotaShifts.companyId, headOfficeId), gt(rotaShifts.date, isoDay(nextMonday - DAY))))
    .limit(1);
  if (later) return;
  const cleaners = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, headOfficeId), inArray(users.email, ROTA_CLEANERS)));
  const shifts = cleaners.flatMap((c) =>
    Array.from({ length: ROTA_WEEKS * 7 }, (_, i) => nextMonday + i * DAY)
      .filter((t) => new Date(t).getUTCDay() % 6 !== 0)
      .map((t) => ({
        companyId: headOfficeId,
        cleanerId: c.id,
        date: isoDay(t),
        startTime: '08:00',
        endTime: '18:00',
        site: 'Norwich area',
        notes: 'Online bookings',
      })),
  );
  if (shifts.length) await db.insert(rotaShifts).values(shifts);
}
