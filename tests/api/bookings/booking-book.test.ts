// POST /api/booking/book (issue 28): the happy path (job, client account, enquiry, mails with the .ics), idempotency,
// confirm mode, and every bad input of the issue. Runs on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { companies, enquiries, jobs, jobTeam, mailOutbox, users } from '@/lib/server/db/schema';
import { renderAttachments } from '@/lib/server/mail/attachments';
import { call } from '@/tests/support/http';
import { api, bookBody, bookingWorld, day, HOUSE_TOTAL } from './booking-world';
import { endpoint } from '@/tests/support/endpoint';

const forgotPassword = endpoint('POST /api/auth/forgotpassword');
const resetPassword = endpoint('POST /api/auth/resetpassword');
const book = endpoint('POST /api/booking/book');

const db = () => getDb();
const jobCount = async (companyId: string) =>
  (await (await db()).select({ id: jobs.id }).from(jobs).where(eq(jobs.companyId, companyId))).length;

describe('POST /api/booking/book', () => {
  it('books a held visit: job with team, pending client, booking enquiry, confirmation with .ics and office notice', async () => {
    const { company, cleaners } = await bookingWorld();
    const body = bookBody({ frequency: 'fortnightly', expectedTotalPence: 10260, notes: 'Key under the mat' });
    const res = await api.book(body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ jobId: body.id, status: 'held', date: day(3), startTime: '09:00', totalPence: 10260 });

    const [job] = await (await db()).select().from(jobs).where(eq(jobs.id, body.id));
    expect(job).toMatchObject({
      companyId: company.id,
      stage: 0,
      source: 'online',
      bookingStatus: 'held',
      pricePence: 10260,
      repeat: 'fortnightly',
      scheduledDate: day(3),
      startTime: '09:00',
      durationMinutes: 180,
      service: 'House Cleaning',
      location: 'Flat 3, 22 Unthank Road, Norwich, NR2 2RA',
    });
    expect(job!.description).toContain('Key under the mat');
    const team = await (await db()).select().from(jobTeam).where(eq(jobTeam.jobId, body.id));
    expect(team.map((t) => t.userId).sort()).toEqual(cleaners.map((c) => c.id).sort());

    const [client] = await (await db()).select().from(users).where(eq(users.email, body.email));
    expect(client).toMatchObject({
      role: 'Client',
      status: 'pending',
      companyId: company.id,
      firstName: 'Margaret',
      lastName: 'Ellis',
    });
    expect(job!.clientId).toBe(client!.id);

    const [enquiry] = await (await db()).select().from(enquiries).where(eq(enquiries.jobId, body.id));
    expect(enquiry).toMatchObject({
      companyId: company.id,
      category: 'booking',
      status: 'new',
      services: ['House Cleaning'],
      postCode: 'NR2 2RA',
    });

    const mails = await (await db()).select().from(mailOutbox).where(eq(mailOutbox.relatedId, body.id));
    const confirmation = mails.find((m) => m.category === 'booking-confirmation')!;
    expect(confirmation.to).toBe(body.email);
    expect(confirmation.text).toContain('£102.60');
    expect(confirmation.attachments).toEqual([{ kind: 'job-ics', id: body.id, fileName: 'booking.ics' }]);
    expect(mails.find((m) => m.category === 'booking-office')!.to).toBe('office@norwich.example.test');
    const [ics] = await renderAttachments(await db(), confirmation.attachments);
    const text = ics!.content.toString('utf8');
    expect(ics!.contentType).toContain('text/calendar');
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('RRULE:FREQ=WEEKLY;INTERVAL=2');
    expect(text).toMatch(/DTSTART:\d{8}T0[89]0000Z/);

    // The link in the confirmation activates the account with a password of the client's choosing.
    const link = new URL(confirmation.text.match(/https?:\/\/\S+reset-password\S+/)![0]);
    const reset = await call(resetPassword, {
      method: 'POST',
      body: {
        email: body.email,
        token: link.searchParams.get('token'),
        password: 'Tidy-Kitchen-Sink-42',
        confirmPassword: 'Tidy-Kitchen-Sink-42',
      },
    });
    expect(reset.status).toBe(200);
    const [active] = await (await db()).select().from(users).where(eq(users.id, client!.id));
    expect(active!.status).toBe('active');
  });

  it('is idempotent on the id: a retry answers the same booking and stores nothing more', async () => {
    const { company } = await bookingWorld();
    const body = bookBody();
    const first = await api.book(body);
    expect(first.status).toBe(201);
    const again = await api.book(body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await jobCount(company.id)).toBe(1);
    expect(await (await db()).select().from(mailOutbox).where(eq(mailOutbox.relatedId, body.id))).toHaveLength(2);
  });

  it('uses the existing account of a known e-mail', async () => {
    const { company } = await bookingWorld();
    const first = bookBody();
    await api.book(first);
    const second = bookBody({ email: first.email.toUpperCase(), startTime: '13:00' });
    expect((await api.book(second)).status).toBe(201);
    expect(await (await db()).select().from(users).where(eq(users.companyId, company.id))).toHaveLength(3); // two cleaners and one client
    // Still pending: the second confirmation carries a fresh activation link.
    const confirmations = await (
      await db()
    )
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.category, 'booking-confirmation'));
    expect(confirmations.filter((m) => m.relatedId === second.id)[0]!.text).toContain(
      '/auth/jwt/reset-password?token=',
    );
  });

  it('in confirm mode stores a request without a team, which does not hold the slot', async () => {
    const { company } = await bookingWorld({ overrides: { onlineBooking: 'confirm' } });
    const body = bookBody();
    const res = await api.book(body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'requested' });
    const [job] = await (await db()).select().from(jobs).where(eq(jobs.id, body.id));
    expect(job).toMatchObject({ bookingStatus: 'requested', assigneeId: null });
    expect(await (await db()).select().from(jobTeam).where(eq(jobTeam.jobId, body.id))).toEqual([]);
    expect((await api.book(bookBody())).status).toBe(201);
    expect(await jobCount(company.id)).toBe(2);
  });

  it('answers 409 slot_taken with fresh slots for that week when the team is no longer free', async () => {
    const { company } = await bookingWorld();
    expect((await api.book(bookBody())).status).toBe(201);
    const res = await api.book(bookBody({ startTime: '10:00' }));
    expect(res.status).toBe(409);
    const body = res.body as {
      code: string;
      message: string;
      slots: { durationMinutes: number; days: { date: string; times: string[] }[] };
    };
    expect(body.code).toBe('slot_taken');
    expect(body.message).toBe('Sorry, that time has just been taken. Please choose another.');
    expect(body.slots.days).toHaveLength(7);
    const that = body.slots.days.find((d) => d.date === day(3))!;
    // 09:00–12:00 + 30 min buffer: the next 3 h visit starts at 12:30.
    expect(that.times).toEqual(['12:30', '13:00', '13:30', '14:00', '14:30', '15:00']);
    expect(await jobCount(company.id)).toBe(1);
  });

  it('answers 409 price_changed with the fresh quote when the price the visitor saw is not the price', async () => {
    const { company } = await bookingWorld();
    const res = await api.book(bookBody({ expectedTotalPence: HOUSE_TOTAL - 500 }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'price_changed',
      message: 'The price has changed since you last saw it. Please check the new price.',
      quote: { totalPence: HOUSE_TOTAL, currencySymbol: '£' },
    });
    expect(await jobCount(company.id)).toBe(0);
  });

  it('refuses every bad input of the issue with the field at fault, and stores nothing', async () => {
    const { company } = await bookingWorld();
    await (
      await db()
    )
      .update(companies)
      .set({ bookingFrequencies: ['one-off'] })
      .where(eq(companies.id, company.id));
    const cases: [Record<string, unknown>, string, string][] = [
      [{ postcode: 'NR2' }, 'postcode', 'Enter a valid UK postcode'],
      [
        { postcode: 'IP22 4AB' },
        'postcode',
        'We do not cover this postcode yet. Send us an enquiry and we will call you back.',
      ],
      [{ service: 'moving-house' }, 'service', 'Service is required'],
      [{ date: day(0) }, 'date', 'Choose a date from tomorrow'],
      [{ date: day(-3) }, 'date', 'Choose a date from tomorrow'],
      [{ date: day(61) }, 'date', 'Choose a date within the next 60 days'],
      [{ date: '' }, 'date', 'Date is required'],
      [{ startTime: "9 o'clock" }, 'startTime', 'Must be a time (HH:MM)'],
      [{ frequency: 'weekly', expectedTotalPence: 9690 }, 'frequency', 'This repeat is not offered in your area'],
      [{ name: ' ' }, 'name', 'Name is required'],
      [{ email: '' }, 'email', 'Email is required'],
      [{ email: 'margaret@' }, 'email', 'Invalid email'],
      [{ phone: '' }, 'phone', 'Phone number is required'],
      [{ address: '' }, 'address', 'Address is required'],
      [{ id: 'not-a-uuid' }, 'id', 'Must be a valid id'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await api.book(bookBody(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(
        (res.body as { fieldErrors: Record<string, string[]> }).fieldErrors[field],
        JSON.stringify(overrides),
      ).toEqual([message]);
    }
    // An office that switched online booking off covers nobody online.
    await (await db()).update(companies).set({ onlineBooking: 'off' }).where(eq(companies.id, company.id));
    expect((await api.book(bookBody())).body).toMatchObject({
      fieldErrors: { postcode: ['We do not cover this postcode yet. Send us an enquiry and we will call you back.'] },
    });
    expect(await jobCount(company.id)).toBe(0);
    expect(await (await db()).select().from(enquiries).where(eq(enquiries.companyId, company.id))).toEqual([]);
  });

  it('a pending client who lost the e-mail can ask for the activation link again', async () => {
    await bookingWorld();
    const body = bookBody();
    expect((await api.book(body)).status).toBe(201);
    const asked = await call(forgotPassword, {
      method: 'POST',
      body: { email: body.email },
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expect(asked.status).toBe(200);
    const [client] = await (await db()).select().from(users).where(eq(users.email, body.email));
    const resets = await (await db()).select().from(mailOutbox).where(eq(mailOutbox.relatedId, client!.id));
    expect(resets.map((m) => m.category)).toEqual(['password-reset']);
  });

  it('is rate-limited per address like the other public forms: the 21st booking within the hour is 429', async () => {
    await bookingWorld();
    const headers = { 'x-forwarded-for': '198.51.100.99' };
    // Wrong prices: each call is refused (409) without writing, but each one counts.
    for (let i = 0; i < 20; i++) {
      expect((await call(book, { method: 'POST', body: bookBody({ expectedTotalPence: 1 }), headers })).status).toBe(
        409,
      );
    }
    const limited = await call(book, { method: 'POST', body: bookBody(), headers });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('an id already used by an office job is 409, not a booking', async () => {
    const { company } = await bookingWorld();
    const [job] = await (await db()).insert(jobs).values({ companyId: company.id, title: 'Office job' }).returning();
    const res = await api.book(bookBody({ id: job!.id }));
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: 'This booking id has already been used' });
  });
});
