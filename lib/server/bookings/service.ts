import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { ServiceKey } from '@/lib/content/services';
import {
  DEFAULT_BOOKING_PRICES,
  EXTRAS,
  SERVICE_SHAPE,
  type CarpetUnit,
  type Frequency,
  type RuleShape,
} from '@/lib/bookings/rules';
import { isQuoteProblem, quoteBooking, type Quote } from '@/lib/bookings/price';
import { postcodeDistrict, type BookingInput, type SlotsInput } from '@/lib/bookings/schemas';
import type { Db } from '@/lib/server/db/client';
import { companies, companyTerritories, priceRules } from '@/lib/server/db/schema';
import { badRequest, type FieldErrors } from '@/lib/server/http/errors';
import { searchSlots } from './slots';

// The public online booking calls (issue 28): coverage, quote and slots. The booking itself is booking-book.ts.

type Reader = Pick<Db, 'select'>;
export type BookingCompany = Awaited<ReturnType<typeof findCoveringCompany>> & {};
type Rule = typeof priceRules.$inferSelect;

const BAD_INPUT = 'Please correct the highlighted fields';
export const fieldError = (field: string, message: string) =>
  badRequest(BAD_INPUT, { [field]: [message] } satisfies FieldErrors);

/** Messages of the "Bad input" list, as field errors. */
export const BOOKING_ERRORS = {
  outOfArea: 'We do not cover this postcode yet. Send us an enquiry and we will call you back.',
  serviceNotOffered: 'This service cannot be booked online in your area',
  frequencyNotAllowed: 'This repeat is not offered in your area',
} as const;

/** The company covering a postcode's district with its booking settings and active rules, or null (none, or online booking off). */
export async function findCoveringCompany(db: Reader, postcode: string) {
  const district = postcodeDistrict(postcode);
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      currencySymbol: companies.currencySymbol,
      phone: companies.phone,
      email: companies.email,
      onlineBooking: companies.onlineBooking,
      travelBufferMinutes: companies.travelBufferMinutes,
      bookingOpens: companies.bookingOpens,
      bookingCloses: companies.bookingCloses,
      bookingHorizonDays: companies.bookingHorizonDays,
      vatRatePercent: companies.vatRatePercent,
      pricesIncludeVat: companies.pricesIncludeVat,
      bookingFrequencies: companies.bookingFrequencies,
      bookingPrices: companies.bookingPrices,
    })
    .from(companyTerritories)
    .innerJoin(companies, eq(companies.id, companyTerritories.companyId))
    .where(eq(companyTerritories.district, district))
    .limit(1);
  if (!row || row.onlineBooking === 'off') return { district, company: null };
  const rules = await db
    .select()
    .from(priceRules)
    .where(and(eq(priceRules.companyId, row.id), eq(priceRules.active, true)));
  return {
    district,
    company: {
      ...row,
      mode: row.onlineBooking as 'instant' | 'confirm',
      prices: row.bookingPrices ?? DEFAULT_BOOKING_PRICES,
      rules,
    },
  };
}
type Covering = NonNullable<Awaited<ReturnType<typeof findCoveringCompany>>['company']>;

/** Rules whose shape still matches their service (a rule stored for a shape the service no longer has is not offered). */
const offered = (rules: Rule[]) => rules.filter((r) => SERVICE_SHAPE[r.service] === r.rule.shape);

/** GET /api/booking/coverage. */
export async function bookingCoverage(db: Reader, postcode: string) {
  const { district, company } = await findCoveringCompany(db, postcode);
  if (!company) return { covered: false as const, postcode, district };
  return {
    covered: true as const,
    postcode,
    district,
    company: {
      id: company.id,
      name: company.name,
      currencySymbol: company.currencySymbol,
      phone: company.phone,
      email: company.email,
    },
    mode: company.mode,
    services: offered(company.rules).map((r) => ({
      key: r.service as ServiceKey,
      shape: r.rule.shape as RuleShape,
      ...(r.rule.shape === 'carpet' ? { carpetUnit: r.rule.unit as CarpetUnit } : {}),
      ...(r.rule.shape === 'hours' ? { minHours: r.rule.minHours, maxCleaners: r.rule.maxCleaners } : {}),
      teamSize: r.teamSize,
    })),
    extras: EXTRAS.map((e) => ({ key: e.key, unit: e.unit })),
    frequencies: company.bookingFrequencies as Frequency[],
    horizonDays: company.bookingHorizonDays,
    vat: { ratePercent: company.vatRatePercent, included: company.pricesIncludeVat },
  };
}

/**
 * The covering company and the server's quote for a request, or 400 with the field at fault: out of area
 * (`postcode`), a service the company does not offer (`service`), a repeat it does not allow (`frequency`), or a size
 * its rule refuses (`size.*`).
 */
export async function resolveQuote(db: Reader, input: BookingInput): Promise<{ company: Covering; quote: Quote }> {
  const { company } = await findCoveringCompany(db, input.postcode);
  if (!company) throw fieldError('postcode', BOOKING_ERRORS.outOfArea);
  const rule = offered(company.rules).find((r) => r.service === input.service);
  if (!rule) throw fieldError('service', BOOKING_ERRORS.serviceNotOffered);
  if (!company.bookingFrequencies.includes(input.frequency))
    throw fieldError('frequency', BOOKING_ERRORS.frequencyNotAllowed);
  const quote = quoteBooking(input, rule, {
    prices: company.prices,
    vatRatePercent: company.vatRatePercent,
    pricesIncludeVat: company.pricesIncludeVat,
  });
  if (isQuoteProblem(quote)) throw fieldError(quote.field, quote.message);
  return { company, quote };
}

/** The quote as the API answers it. */
export const toApiQuote = (company: Covering, quote: Quote) => ({ currencySymbol: company.currencySymbol, ...quote });

/** POST /api/booking/quote. */
export async function bookingQuote(db: Reader, input: BookingInput) {
  const { company, quote } = await resolveQuote(db, input);
  return toApiQuote(company, quote);
}

/** POST /api/booking/slots. */
export async function bookingSlots(db: Reader, input: SlotsInput, now = new Date()) {
  const { company, quote } = await resolveQuote(db, input);
  const days = await searchSlots(db, company, input.from, input.days, quote.durationMinutes, quote.teamSize, now);
  return { durationMinutes: quote.durationMinutes, teamSize: quote.teamSize, days };
}
