// POST /api/booking/book in the visitor's language: the page's locale is stored on the Client and the confirmation is
// written in it (the office's notice stays English). Runs on PGlite and PostgreSQL.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { mailOutbox, users } from '@/lib/server/db/schema';
import { longDate } from '@/lib/server/bookings/mail';
import { api, bookBody, bookingWorld, day } from './booking-world';

const db = () => getDb();
const mailsOf = async (jobId: string) =>
  await (await db()).select().from(mailOutbox).where(eq(mailOutbox.relatedId, jobId));
const userOf = async (email: string) => (await (await db()).select().from(users).where(eq(users.email, email)))[0]!;
const dayIn = (locale: string, date: string) =>
  new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T12:00:00Z`));

describe('POST /api/booking/book in the page language', () => {
  it('a booking from the French site gets a French confirmation and stores fr on the new Client', async () => {
    await bookingWorld();
    const body = bookBody({ locale: 'fr' });
    expect((await api.book(body)).status).toBe(201);

    expect((await userOf(body.email)).locale).toBe('fr');
    const mails = await mailsOf(body.id);
    const mail = mails.find((m) => m.category === 'booking-confirmation')!;
    expect(mail.subject).toBe(`Votre réservation est confirmée : Nettoyage de maison, ${dayIn('fr', day(3))}`);
    expect(mail.text).toContain('Bonjour Margaret Ellis,');
    expect(mail.text).toContain(`Quand : ${dayIn('fr', day(3))} à 09:00`);
    expect(mail.text).toMatch(/Prix : 114,00\s£, dont TVA de 19,00\s£/);
    expect(mail.text).toContain('Ouvrez ce lien dans les 7 jours');
    expect(mail.text).not.toContain('Thank you');
    // The office reads English whatever the visitor's language.
    const office = mails.find((m) => m.category === 'booking-office')!;
    expect(office.subject).toBe(`New online booking: House Cleaning, ${longDate(day(3))} 09:00`);
    expect(office.text).toContain('Service: House Cleaning');
  });

  it('a booking from the Arabic site is written in Arabic', async () => {
    await bookingWorld();
    const body = bookBody({ locale: 'ar' });
    expect((await api.book(body)).status).toBe(201);

    expect((await userOf(body.email)).locale).toBe('ar');
    const mail = (await mailsOf(body.id)).find((m) => m.category === 'booking-confirmation')!;
    expect(mail.subject).toBe(`تم تأكيد حجزك: تنظيف المنازل، ${dayIn('ar', day(3))}`);
    expect(mail.text).toContain('الخدمة: تنظيف المنازل');
    expect(mail.text).toMatch(/114\.00\s£/);
    expect(mail.html).toBeNull();
  });

  it('a booking without a locale (an older page, an API client) is English, word for word as before', async () => {
    await bookingWorld();
    const body = bookBody();
    expect((await api.book(body)).status).toBe(201);

    expect((await userOf(body.email)).locale).toBe('en');
    const mail = (await mailsOf(body.id)).find((m) => m.category === 'booking-confirmation')!;
    expect(mail.subject).toBe(`Your booking is confirmed: House Cleaning, ${longDate(day(3))}`);
    expect(mail.text).toContain('Dear Margaret Ellis,\n\nThank you for booking with');
    expect(mail.text).toContain(`When: ${longDate(day(3))} at 09:00 (about 3 h)`);
    expect(mail.text).toContain('Price: £114.00 including VAT of £19.00');
  });

  it('an existing Client who books again from another language site is written to in that language from now on', async () => {
    await bookingWorld();
    const first = bookBody({ locale: 'fr' });
    await api.book(first);
    const second = bookBody({ email: first.email, startTime: '13:00', locale: 'vi' });
    expect((await api.book(second)).status).toBe(201);
    expect((await userOf(first.email)).locale).toBe('vi');
    const mail = (await mailsOf(second.id)).find((m) => m.category === 'booking-confirmation')!;
    expect(mail.subject).toContain('Lịch đặt của quý khách đã được xác nhận: Vệ sinh nhà ở');
  });

  it('refuses a language the site does not have', async () => {
    await bookingWorld();
    const res = await api.book(bookBody({ locale: 'de' }));
    expect(res.status).toBe(400);
  });
});
