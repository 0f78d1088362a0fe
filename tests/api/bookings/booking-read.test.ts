// Coverage, quote and slots (issue 28): the answers of the public calls and every bad input they refuse.
// Runs on PGlite and PostgreSQL.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { companies, jobs, jobTeam, leaves, priceRules } from '@/lib/server/db/schema';
import { api, bookingWorld, day, HOUSE_TOTAL, houseInput } from './booking-world';

describe('GET /api/booking/coverage', () => {
  it('names the covering office, its services, extras, frequencies and VAT', async () => {
    const { company } = await bookingWorld({ districts: ['NR2'] });
    const res = await api.coverage('nr2 2ra');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      covered: true,
      postcode: 'NR2 2RA',
      district: 'NR2',
      mode: 'instant',
      company: {
        id: company.id,
        name: company.name,
        currencySymbol: '£',
        phone: '01603 555 0100',
        email: 'office@norwich.example.test',
      },
      frequencies: ['one-off', 'weekly', 'fortnightly', 'monthly'],
      horizonDays: 60,
      vat: { ratePercent: 20, included: true },
    });
    const body = res.body as {
      services: { key: string; shape: string; carpetUnit?: string; teamSize: number }[];
      extras: unknown[];
    };
    expect(body.services).toHaveLength(8);
    expect(body.services.find((s) => s.key === 'carpet')).toMatchObject({
      shape: 'carpet',
      carpetUnit: 'room',
      teamSize: 1,
    });
    expect(body.services.find((s) => s.key === 'house')).toMatchObject({ shape: 'rooms', teamSize: 2 });
    expect(body.extras).toEqual([
      { key: 'oven', unit: 'item' },
      { key: 'fridge', unit: 'item' },
      { key: 'windows', unit: 'item' },
      { key: 'ironing', unit: 'hour' },
    ]);
  });

  it('answers covered: false for a district of no company, or of a company with online booking off', async () => {
    const { company } = await bookingWorld({ districts: ['NR3'] });
    expect((await api.coverage('IP22 4AB')).body).toEqual({ covered: false, postcode: 'IP22 4AB', district: 'IP22' });
    await (await getDb()).update(companies).set({ onlineBooking: 'off' }).where(eq(companies.id, company.id));
    expect((await api.coverage('NR3 1AA')).body).toEqual({ covered: false, postcode: 'NR3 1AA', district: 'NR3' });
  });

  it('refuses an invalid or missing postcode with a field error', async () => {
    for (const postcode of ['NR2', 'HELLO', '12345', 'NR2 2RAX']) {
      const res = await api.coverage(postcode);
      expect(res.status, postcode).toBe(400);
      expect(res.body).toMatchObject({ fieldErrors: { postcode: ['Enter a valid UK postcode'] } });
    }
    expect((await api.coverage()).body).toMatchObject({ fieldErrors: { postcode: ['Postcode is required'] } });
  });
});

describe('POST /api/booking/quote', () => {
  it('prices from the office rules, extras and frequency discount', async () => {
    await bookingWorld();
    const res = await api.quote(houseInput());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      currencySymbol: '£',
      totalPence: HOUSE_TOTAL,
      netPence: 9500,
      vatPence: 1900,
      durationMinutes: 180,
      teamSize: 2,
      minimumApplied: false,
    });
    const weekly = await api.quote(houseInput({ frequency: 'weekly', extras: { oven: true, ironingHours: 1 } }));
    // (11400 + 4500 + 2000) − 15 % = 17900 − 2685
    expect(weekly.body).toMatchObject({ discountPence: 2685, totalPence: 15215, durationMinutes: 300 });
  });

  it('refuses each bad input with the field at fault', async () => {
    const { company } = await bookingWorld();
    const db = await getDb();
    await db.delete(priceRules).where(and(eq(priceRules.companyId, company.id), eq(priceRules.service, 'carpet')));
    await db
      .update(companies)
      .set({ bookingFrequencies: ['one-off', 'fortnightly'] })
      .where(eq(companies.id, company.id));
    const cases: [Record<string, unknown>, string, string][] = [
      [
        houseInput({ postcode: 'IP22 4AB' }),
        'postcode',
        'We do not cover this postcode yet. Send us an enquiry and we will call you back.',
      ],
      [houseInput({ postcode: 'not a postcode' }), 'postcode', 'Enter a valid UK postcode'],
      [
        houseInput({ service: 'carpet', size: { rooms: 2 } }),
        'service',
        'This service cannot be booked online in your area',
      ],
      [houseInput({ service: 'gardening' }), 'service', 'Service is required'],
      [houseInput({ frequency: 'weekly' }), 'frequency', 'This repeat is not offered in your area'],
      [houseInput({ size: { bathrooms: 1 } }), 'size.bedrooms', 'Bedrooms is required'],
      [houseInput({ size: { bedrooms: 40, bathrooms: 1 } }), 'size.bedrooms', 'Bedrooms must be at most 10'],
      [houseInput({ service: 'office', size: { hours: 1, cleaners: 1 } }), 'size.hours', 'Hours must be at least 2'],
      [houseInput({ service: 'office', size: { hours: 2.25 } }), 'size.hours', 'Hours must be whole or half hours'],
      [houseInput({ extras: { ironingHours: -1 } }), 'extras.ironingHours', 'Ironing hours must be at least 0'],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.quote(body);
      expect(res.status, field).toBe(400);
      expect((res.body as { fieldErrors: Record<string, string[]> }).fieldErrors[field], JSON.stringify(body)).toEqual([
        message,
      ]);
    }
  });
});

describe('POST /api/booking/slots', () => {
  it('offers the times a team of two is on the rota, within booking hours, and none on days without shifts', async () => {
    await bookingWorld({ days: [3] });
    const res = await api.slots({ ...houseInput(), from: day(2), days: 3 });
    expect(res.status).toBe(200);
    expect(res.body.durationMinutes).toBe(180);
    expect(res.body.teamSize).toBe(2);
    expect(res.body.days.map((d) => d.date)).toEqual([day(2), day(3), day(4)]);
    expect(res.body.days[0]!.times).toEqual([]);
    // 08:00 to 15:00 (a 3 h visit ends by 18:00), every 30 minutes.
    expect(res.body.days[1]!.times).toEqual([
      '08:00',
      '08:30',
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
    ]);
    expect(res.body.days[2]!.times).toEqual([]);
  });

  it('leaves out times overlapping a job plus the travel buffer, and days of approved leave (a pending one does not count)', async () => {
    const { company, cleaners } = await bookingWorld({ days: [3, 4] });
    const db = await getDb();
    const [job] = await db
      .insert(jobs)
      .values({
        companyId: company.id,
        title: 'Office job',
        scheduledDate: day(3),
        startTime: '12:00',
        durationMinutes: 60,
      })
      .returning();
    await db.insert(jobTeam).values({ jobId: job!.id, userId: cleaners[0]!.id });
    await db.insert(leaves).values([
      {
        companyId: company.id,
        userId: cleaners[1]!.id,
        type: 'annual',
        startDate: day(4),
        endDate: day(4),
        startHalf: 'pm',
        status: 'approved',
      },
      {
        companyId: company.id,
        userId: cleaners[0]!.id,
        type: 'annual',
        startDate: day(4),
        endDate: day(4),
        status: 'pending',
      },
    ]);
    const res = await api.slots({ ...houseInput(), from: day(3), days: 2 });
    // Job 12:00–13:00 ± 30 min blocks 11:30–13:30: a 3 h visit must end by 11:30 or start at 13:30.
    expect(res.body.days[0]!.times).toEqual(['08:00', '08:30', '13:30', '14:00', '14:30', '15:00']);
    // Afternoon off from 12:00: a 3 h visit must end by noon.
    expect(res.body.days[1]!.times).toEqual(['08:00', '08:30', '09:00']);
  });

  it('has no times before tomorrow or past the horizon, and refuses more than 14 days', async () => {
    await bookingWorld({ days: [0, 1] });
    const res = await api.slots({ ...houseInput(), from: day(-1), days: 3 });
    expect(res.body.days.map((d) => d.times.length > 0)).toEqual([false, false, true]);
    const tooMany = await api.slots({ ...houseInput(), from: day(1), days: 15 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ fieldErrors: { days: ['Days must be at most 14'] } });
    expect((await api.slots({ ...houseInput(), from: 'soon' })).body).toMatchObject({
      fieldErrors: { from: ['Must be a date (YYYY-MM-DD)'] },
    });
  });
});
