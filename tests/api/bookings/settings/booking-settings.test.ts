import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOKING_PRICES } from '@/lib/bookings/rules';
import { get, makeWorld, send, type World } from '@/tests/api/backoffice-world';
import { endpoint } from '@/tests/support/endpoint';

const getSettings = endpoint('GET /api/company/bookingsettings');
const updateSettings = endpoint('PUT /api/company/updatebookingsettings');
const listAudit = endpoint('GET /api/audit/auditlogs');

type Rule = { service: string; shape: string; rule: Record<string, unknown> | null; teamSize: number; active: boolean };
type Settings = {
  companyId: string;
  onlineBooking: string;
  travelBufferMinutes: number;
  bookingOpens: string;
  bookingCloses: string;
  bookingHorizonDays: number;
  vatRatePercent: number;
  pricesIncludeVat: boolean;
  frequencies: string[];
  cancellationNoticeHours: number;
  cancellationFeePence: number;
  prices: typeof DEFAULT_BOOKING_PRICES;
  rules: Rule[];
};
type ErrorBody = { message: string; fieldErrors?: Record<string, string[]> };

const valid = (companyId: string) => ({
  companyId,
  onlineBooking: 'confirm',
  travelBufferMinutes: 45,
  bookingOpens: '09:00',
  bookingCloses: '17:30',
  bookingHorizonDays: 30,
  vatRatePercent: 20,
  pricesIncludeVat: false,
  frequencies: ['one-off', 'weekly'],
  cancellationNoticeHours: 24,
  cancellationFeePence: 1500,
  prices: { ...DEFAULT_BOOKING_PRICES, minimumChargePence: 7000 },
  rules: [
    {
      service: 'house',
      teamSize: 2,
      active: true,
      rule: {
        shape: 'rooms',
        basePence: 5000,
        perBedroomPence: 1500,
        perBathroomPence: 1000,
        baseMinutes: 60,
        minutesPerBedroom: 30,
        minutesPerBathroom: 20,
      },
    },
    {
      service: 'office',
      teamSize: 1,
      active: false,
      rule: { shape: 'hours', perCleanerHourPence: 2000, minHours: 2, maxCleaners: 3 },
    },
    {
      service: 'carpet',
      teamSize: 1,
      active: true,
      rule: { shape: 'carpet', unit: 'm2', basePence: 1000, perUnitPence: 300, baseMinutes: 30, minutesPerUnit: 2 },
    },
  ],
});

const put = (w: World, who: keyof World, body: unknown) =>
  send<Settings & ErrorBody>(updateSettings, w[who] as never, body, 'PUT');

describe('Booking settings and price rules of a company', () => {
  it('answers the defaults for a new company: every service listed, none offered until the office sets a rule', async () => {
    const w = await makeWorld();
    const res = await get<Settings>(getSettings, w.adminA);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      companyId: w.a.id,
      onlineBooking: 'instant',
      travelBufferMinutes: 30,
      bookingOpens: '08:00',
      bookingCloses: '18:00',
      cancellationNoticeHours: 48,
      cancellationFeePence: 0,
    });
    expect(res.body.prices).toEqual(DEFAULT_BOOKING_PRICES);
    expect(res.body.rules).toHaveLength(8);
    expect(res.body.rules.find((r) => r.service === 'carpet')).toMatchObject({
      shape: 'carpet',
      rule: null,
      active: false,
    });
  });

  it('lets an Administrator save settings and rules in pence, and records the change in the audit trail', async () => {
    const w = await makeWorld();
    const saved = await put(w, 'adminA', valid(w.a.id));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      onlineBooking: 'confirm',
      travelBufferMinutes: 45,
      bookingCloses: '17:30',
      frequencies: ['one-off', 'weekly'],
      cancellationFeePence: 1500,
    });
    expect(saved.body.prices.minimumChargePence).toBe(7000);
    expect(saved.body.rules.find((r) => r.service === 'house')).toMatchObject({
      teamSize: 2,
      active: true,
      rule: { basePence: 5000 },
    });
    expect(saved.body.rules.find((r) => r.service === 'office')).toMatchObject({
      active: false,
      rule: { perCleanerHourPence: 2000 },
    });
    // Saving again without the carpet rule removes it (the service is no longer offered).
    const again = await put(w, 'adminA', { ...valid(w.a.id), rules: valid(w.a.id).rules.slice(0, 2) });
    expect(again.body.rules.find((r) => r.service === 'carpet')?.rule).toBeNull();
    expect(
      (await get<Settings>(getSettings, w.adminA)).body.rules.find((r) => r.service === 'house')?.rule,
    ).toMatchObject({ basePence: 5000 });
    const audit = await get<{ data: { entityType: string; changes: Record<string, unknown> }[] }>(
      listAudit,
      w.adminA,
      { entityType: 'booking' },
      'POST',
    );
    expect(audit.body.data.length).toBe(2);
    expect(audit.body.data[1]!.changes).toHaveProperty('onlineBooking');
  });

  it('refuses bad values with field errors: a rule of the wrong shape, fractions of a penny, closing before opening, no frequency', async () => {
    const w = await makeWorld();
    const body = valid(w.a.id);
    const cases: [unknown, string][] = [
      [{ ...body, rules: [{ ...body.rules[0], service: 'office' }] }, 'rules.0.rule.shape'],
      [{ ...body, cancellationFeePence: 12.5 }, 'cancellationFeePence'],
      [{ ...body, bookingOpens: '18:00', bookingCloses: '09:00' }, 'bookingCloses'],
      [{ ...body, frequencies: [] }, 'frequencies'],
      [{ ...body, onlineBooking: 'sometimes' }, 'onlineBooking'],
      [
        { ...body, prices: { ...body.prices, discountPercent: { weekly: 120, fortnightly: 0, monthly: 0 } } },
        'prices.discountPercent.weekly',
      ],
      [{ ...body, rules: [body.rules[0], body.rules[0]] }, 'rules'],
    ];
    for (const [input, field] of cases) {
      const res = await put(w, 'adminA', input);
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.fieldErrors ?? {}), field).toContain(field);
    }
    expect((await get<Settings>(getSettings, w.adminA)).body.onlineBooking).toBe('instant');
  });

  it("keeps another company's settings out of reach (403), lets a Super Administrator edit any, and refuses Cleaners and Clients", async () => {
    const w = await makeWorld();
    expect((await get(getSettings, w.adminA, { companyId: w.b.id })).status).toBe(403);
    expect((await put(w, 'adminA', valid(w.b.id))).status).toBe(403);
    expect((await put(w, 'superAdmin', valid(w.b.id))).status).toBe(200);
    expect((await get<Settings>(getSettings, w.superAdmin, { companyId: w.b.id })).body.onlineBooking).toBe('confirm');
    expect((await get(getSettings, w.superAdmin, { companyId: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
    for (const who of ['cleanerA', 'clientA'] as const) {
      expect((await get(getSettings, w[who])).status).toBe(403);
      expect((await put(w, who, valid(w.a.id))).status).toBe(403);
    }
    expect((await get(getSettings, undefined)).status).toBe(401);
  });
});
