import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_PRICES, type BookingPrices, type PriceRule } from '@/lib/bookings/rules';
import { isQuoteProblem, quoteBooking, splitVat, type Quote, type QuoteRequest } from '@/lib/bookings/price';

const rooms: PriceRule = {
  shape: 'rooms',
  basePence: 4500,
  perBedroomPence: 1500,
  perBathroomPence: 1200,
  baseMinutes: 60,
  minutesPerBedroom: 20,
  minutesPerBathroom: 20,
};
const hours: PriceRule = { shape: 'hours', perCleanerHourPence: 2200, minHours: 2, maxCleaners: 4 };
const carpetRoom: PriceRule = {
  shape: 'carpet',
  unit: 'room',
  basePence: 2000,
  perUnitPence: 3500,
  baseMinutes: 30,
  minutesPerUnit: 30,
};
const carpetM2: PriceRule = {
  shape: 'carpet',
  unit: 'm2',
  basePence: 0,
  perUnitPence: 250,
  baseMinutes: 30,
  minutesPerUnit: 2,
};
const removal: PriceRule = {
  shape: 'removal',
  basePence: 15000,
  perRoomPence: 6000,
  baseMinutes: 60,
  minutesPerRoom: 45,
};

const gross = { prices: DEFAULT_BOOKING_PRICES, vatRatePercent: 20, pricesIncludeVat: true };
const net = { prices: DEFAULT_BOOKING_PRICES, vatRatePercent: 20, pricesIncludeVat: false };
const req = (r: Partial<QuoteRequest> & Pick<QuoteRequest, 'service'>): QuoteRequest => ({
  size: {},
  extras: {},
  frequency: 'one-off',
  ...r,
});
const quote = (...args: Parameters<typeof quoteBooking>) => {
  const q = quoteBooking(...args);
  if (isQuoteProblem(q)) throw new Error(q.message);
  return q as Quote;
};

describe('quoteBooking', () => {
  it('prices bedrooms and bathrooms, VAT included: 3 bed 2 bath house = £114, 2 h 40 min rounded up to 3 h, team of two', () => {
    const q = quote(
      req({ service: 'house', size: { bedrooms: 3, bathrooms: 2 } }),
      { rule: rooms, teamSize: 2 },
      gross,
    );
    expect(q.lines).toEqual([
      { key: 'base', quantity: 1, pence: 4500 },
      { key: 'bedrooms', quantity: 3, pence: 4500 },
      { key: 'bathrooms', quantity: 2, pence: 2400 },
    ]);
    expect(q).toMatchObject({
      discountPence: 0,
      minimumApplied: false,
      totalPence: 11400,
      netPence: 9500,
      vatPence: 1900,
      durationMinutes: 180,
      teamSize: 2,
    });
  });

  it('adds VAT on top when prices exclude it', () => {
    const q = quote(req({ service: 'house', size: { bedrooms: 3, bathrooms: 2 } }), { rule: rooms, teamSize: 2 }, net);
    expect(q).toMatchObject({ netPence: 11400, vatPence: 2280, totalPence: 13680 });
  });

  it('prices hours × cleaners, with half hours, and the team is the cleaners chosen', () => {
    const q = quote(req({ service: 'office', size: { hours: 2.5, cleaners: 3 } }), { rule: hours, teamSize: 1 }, gross);
    expect(q.lines).toEqual([{ key: 'cleanerHours', quantity: 7.5, pence: 16500 }]);
    expect(q).toMatchObject({ durationMinutes: 150, teamSize: 3, totalPence: 16500 });
  });

  it('refuses fewer hours than the rule minimum and more cleaners than it allows', () => {
    expect(
      quoteBooking(req({ service: 'office', size: { hours: 1, cleaners: 1 } }), { rule: hours, teamSize: 1 }, gross),
    ).toEqual({ field: 'size.hours', message: 'Hours must be at least 2' });
    expect(
      quoteBooking(req({ service: 'office', size: { hours: 3, cleaners: 5 } }), { rule: hours, teamSize: 1 }, gross),
    ).toEqual({ field: 'size.cleaners', message: 'Cleaners must be at most 4' });
  });

  it('prices carpet per room or per square metre, as the rule says', () => {
    expect(
      quote(req({ service: 'carpet', size: { rooms: 3 } }), { rule: carpetRoom, teamSize: 1 }, gross),
    ).toMatchObject({
      totalPence: 12500,
      durationMinutes: 120,
      lines: [
        { key: 'base', quantity: 1, pence: 2000 },
        { key: 'carpetRooms', quantity: 3, pence: 10500 },
      ],
    });
    expect(
      quote(req({ service: 'carpet', size: { squareMetres: 45 } }), { rule: carpetM2, teamSize: 1 }, gross),
    ).toMatchObject({ totalPence: 11250, durationMinutes: 120 });
    expect(
      quoteBooking(req({ service: 'carpet', size: { rooms: 3 } }), { rule: carpetM2, teamSize: 1 }, gross),
    ).toEqual({ field: 'size.squareMetres', message: 'Area is required' });
  });

  it('prices a removal by rooms', () => {
    expect(quote(req({ service: 'removal', size: { rooms: 4 } }), { rule: removal, teamSize: 2 }, gross)).toMatchObject(
      { totalPence: 39000, durationMinutes: 240, teamSize: 2 },
    );
  });

  it('adds extras per item and ironing per hour, with their minutes', () => {
    const q = quote(
      req({
        service: 'house',
        size: { bedrooms: 1, bathrooms: 1 },
        extras: { oven: 1, fridge: 0, windows: 1, ironingHours: 2 },
      }),
      { rule: rooms, teamSize: 2 },
      gross,
    );
    expect(q.lines.slice(3)).toEqual([
      { key: 'oven', quantity: 1, pence: 4500 },
      { key: 'windows', quantity: 1, pence: 2500 },
      { key: 'ironing', quantity: 2, pence: 4000 },
    ]);
    // 60 + 20 + 20 + 60 (oven) + 30 (windows) + 120 (ironing) = 310 → 330
    expect(q.durationMinutes).toBe(330);
    expect(q.totalPence).toBe(4500 + 1500 + 1200 + 4500 + 2500 + 4000);
  });

  it('takes the frequency discount off the subtotal, rounding half a penny up', () => {
    const prices: BookingPrices = { ...DEFAULT_BOOKING_PRICES, minimumChargePence: 0 };
    const odd: PriceRule = { ...rooms, basePence: 4510, perBedroomPence: 0, perBathroomPence: 0 };
    // 4510 × 15 % = 676.5 → 677
    expect(
      quote(
        req({ service: 'house', size: { bedrooms: 1, bathrooms: 1 }, frequency: 'weekly' }),
        { rule: odd, teamSize: 2 },
        { ...gross, prices },
      ),
    ).toMatchObject({ discountPence: 677, totalPence: 3833 });
    expect(
      quote(
        req({ service: 'house', size: { bedrooms: 3, bathrooms: 2 }, frequency: 'fortnightly' }),
        { rule: rooms, teamSize: 2 },
        gross,
      ),
    ).toMatchObject({ discountPence: 1140, totalPence: 10260 });
    expect(
      quote(
        req({ service: 'house', size: { bedrooms: 3, bathrooms: 2 }, frequency: 'monthly' }),
        { rule: rooms, teamSize: 2 },
        gross,
      ),
    ).toMatchObject({ discountPence: 570, totalPence: 10830 });
  });

  it('lifts a small job to the minimum charge', () => {
    const q = quote(
      req({ service: 'house', size: { bedrooms: 0, bathrooms: 1 } }),
      { rule: rooms, teamSize: 2 },
      gross,
    );
    expect(q).toMatchObject({ minimumApplied: true, totalPence: DEFAULT_BOOKING_PRICES.minimumChargePence });
  });

  it('never splits VAT so that net and VAT miss the total', () => {
    for (let amount = 0; amount < 5000; amount += 7) {
      for (const rate of [0, 5, 20]) {
        const s = splitVat(amount, rate, true);
        expect(s.netPence + s.vatPence).toBe(amount);
        const t = splitVat(amount, rate, false);
        expect(t.totalPence).toBe(amount + t.vatPence);
      }
    }
  });
});
