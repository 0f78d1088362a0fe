import 'server-only';
import type { ServiceKey } from '@/lib/content/services';
import type { PriceRule } from '@/lib/domain/booking';
import type { Db } from './client';
import { companyTerritories, priceRules } from './schema';

/** The head office (Hethersett, NR9) covers Norwich and the villages around it: the NR1–NR18 districts. */
export const DEMO_TERRITORIES = Array.from({ length: 18 }, (_, i) => `NR${i + 1}`);

/**
 * Demo prices in pence, VAT included (the company default), typical of Norfolk domestic cleaning in 2026: a
 * three-bedroom, two-bathroom house clean by a team of two comes to £114 and takes 2 h 40 min.
 */
export const DEMO_PRICE_RULES: { service: ServiceKey; teamSize: number; rule: PriceRule }[] = [
  { service: 'house', teamSize: 2, rule: { shape: 'rooms', basePence: 4500, perBedroomPence: 1500, perBathroomPence: 1200, baseMinutes: 60, minutesPerBedroom: 20, minutesPerBathroom: 20 } },
  { service: 'apartment', teamSize: 2, rule: { shape: 'rooms', basePence: 4000, perBedroomPence: 1300, perBathroomPence: 1200, baseMinutes: 45, minutesPerBedroom: 20, minutesPerBathroom: 20 } },
  { service: 'tenancy', teamSize: 2, rule: { shape: 'rooms', basePence: 9000, perBedroomPence: 3000, perBathroomPence: 2000, baseMinutes: 120, minutesPerBedroom: 45, minutesPerBathroom: 30 } },
  { service: 'office', teamSize: 1, rule: { shape: 'hours', perCleanerHourPence: 2200, minHours: 2, maxCleaners: 4 } },
  { service: 'commercial', teamSize: 2, rule: { shape: 'hours', perCleanerHourPence: 2400, minHours: 3, maxCleaners: 6 } },
  { service: 'construction', teamSize: 2, rule: { shape: 'hours', perCleanerHourPence: 2800, minHours: 4, maxCleaners: 6 } },
  { service: 'carpet', teamSize: 1, rule: { shape: 'carpet', unit: 'room', basePence: 2000, perUnitPence: 3500, baseMinutes: 30, minutesPerUnit: 30 } },
  { service: 'removal', teamSize: 2, rule: { shape: 'removal', basePence: 15000, perRoomPence: 6000, baseMinutes: 60, minutesPerRoom: 45 } },
];

/**
 * Territories and price rules for the head office. Idempotent and cheap (two statements): a district another company
 * took, or a rule the office edited, is left as it is.
 */
export async function seedDemoBooking(db: Db, headOfficeId: string) {
  await db.insert(companyTerritories).values(DEMO_TERRITORIES.map((district) => ({ district, companyId: headOfficeId }))).onConflictDoNothing();
  await db.insert(priceRules).values(DEMO_PRICE_RULES.map((r) => ({ ...r, companyId: headOfficeId }))).onConflictDoNothing();
}
