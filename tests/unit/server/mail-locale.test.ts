// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mailFormat, mailLocale } from '@/lib/server/mail/locale';
import { bookingMails, longDate, type BookingMailFacts } from '@/lib/server/bookings/mail';

// The mails' texts and formats per locale (lib/server/mail/locale.ts) and the booking confirmation built with them:
// the subject, a date and an amount in each language, and English exactly as it has always read.

const facts: BookingMailFacts = {
  jobId: '00000000-0000-4000-8000-000000000001',
  companyId: '00000000-0000-4000-8000-000000000002',
  companyName: 'Brightside Norwich',
  companyPhone: '01603 555 0100',
  companyEmail: 'norwich@example.test',
  currencySymbol: '£',
  name: 'Margaret Ellis',
  email: 'margaret@example.test',
  phone: '07700 900789',
  address: '22 Unthank Road',
  postcode: 'NR2 2RA',
  service: 'house',
  date: '2026-12-03',
  startTime: '09:00',
  durationMinutes: 150,
  teamSize: 2,
  repeat: 'weekly',
  totalPence: 123456,
  vatPence: 20576,
  status: 'held',
};

async function confirmation(locale: string) {
  const [mail, office] = bookingMails(facts, await mailFormat(locale), await mailFormat('en'));
  return { mail, office };
}

describe('mail formats per locale', () => {
  it('falls back to English for no or an unknown locale', () => {
    expect(mailLocale(null)).toBe('en');
    expect(mailLocale('de')).toBe('en');
    expect(mailLocale('ar')).toBe('ar');
  });

  it('writes dates, London times and amounts as each locale does, with the company’s symbol', async () => {
    const summer = new Date('2026-07-01T08:05:00Z'); // 09:05 in London (BST)
    const cases = {
      en: { day: /^Thursday,? 3 December 2026$/, money: '£1,234.56', time: '09:05', short: '1 Jul 2026' },
      fr: { day: 'jeudi 3 décembre 2026', money: /^1\s234,56\s£$/, time: '09:05', short: '1 juil. 2026' },
      vi: { day: /3 tháng 12, 2026/, money: /^1\.234,56\s£$/, time: '09:05', short: /1 thg 7, 2026/ },
      zh: { day: '2026年12月3日星期四', money: '£1,234.56', time: '09:05', short: '2026年7月1日' },
      ar: { day: /ديسمبر/, money: /1[,٬]234[.٫]56\s£/, time: /09:05|٠٩:٠٥/, short: /يوليو/ },
    } as const;
    for (const [locale, want] of Object.entries(cases)) {
      const m = await mailFormat(locale);
      expect(m.day('2026-12-03'), locale).toEqual(
        typeof want.day === 'string' ? want.day : expect.stringMatching(want.day),
      );
      expect(m.money(123456, '£'), locale).toEqual(
        typeof want.money === 'string' ? want.money : expect.stringMatching(want.money),
      );
      expect(m.time(summer), locale).toEqual(
        typeof want.time === 'string' ? want.time : expect.stringMatching(want.time),
      );
      expect(m.shortDate(summer), locale).toEqual(
        typeof want.short === 'string' ? want.short : expect.stringMatching(want.short),
      );
    }
    expect((await mailFormat('fr')).money(500, '€')).toMatch(/^5,00\s€$/);
  });

  it('says right to left for Arabic only', async () => {
    expect((await mailFormat('ar')).dir).toBe('rtl');
    expect((await mailFormat('zh')).dir).toBe('ltr');
  });
});

describe('bookingMails per locale', () => {
  it('English reads word for word as before', async () => {
    const { mail, office } = await confirmation('en');
    expect(mail.subject).toBe(`Your booking is confirmed: House Cleaning, ${longDate(facts.date)}`);
    expect(longDate(facts.date)).toBe('Thursday 3 December 2026');
    expect(mail.text).toBe(
      [
        'Dear Margaret Ellis,',
        '',
        'Thank you for booking with Brightside Norwich. Your visit is booked:',
        '',
        'Service: House Cleaning',
        'When: Thursday 3 December 2026 at 09:00 (about 2 h 30 min)',
        'Repeat: Every week',
        'Where: 22 Unthank Road, NR2 2RA',
        'Team: 2 cleaners',
        'Price: £1,234.56 including VAT of £205.76 per visit',
        '',
        'The attached calendar file adds the visit to your calendar.',
        '',
        'To change or cancel, contact us on 01603 555 0100 or norwich@example.test.',
        '',
        'Brightside Norwich',
      ].join('\n'),
    );
    expect(office.subject).toBe('New online booking: House Cleaning, Thursday 3 December 2026 09:00');
  });

  it('French: subject, date, amount and service name in French; the office copy stays English', async () => {
    const { mail, office } = await confirmation('fr');
    expect(mail.subject).toBe('Votre réservation est confirmée : Nettoyage de maison, jeudi 3 décembre 2026');
    expect(mail.text).toContain('Quand : jeudi 3 décembre 2026 à 09:00 (environ 2 h 30 min)');
    expect(mail.text).toMatch(/Prix : 1\s234,56\s£ par intervention, dont TVA de 205,76\s£/);
    expect(mail.text).toContain('Équipe : 2 agents d’entretien');
    expect(mail.text).toContain('contactez-nous au 01603 555 0100 ou norwich@example.test.');
    expect(office.text).toContain('Service: House Cleaning');
    expect(office.text).toContain('Price: £1,234.56 including VAT of £205.76 per visit');
  });

  it('Vietnamese, Chinese and Arabic each carry their own subject, date and amount', async () => {
    const vi = (await confirmation('vi')).mail;
    expect(vi.subject).toMatch(/^Lịch đặt của quý khách đã được xác nhận: Vệ sinh nhà ở, .*3 tháng 12, 2026$/);
    expect(vi.text).toMatch(/Giá: 1\.234,56\s£ mỗi lần/);
    const zh = (await confirmation('zh')).mail;
    expect(zh.subject).toBe('您的预约已确认：住宅清洁，2026年12月3日星期四');
    expect(zh.text).toContain('价格：每次 £1,234.56，含增值税 £205.76');
    expect(zh.text).toContain('时间：2026年12月3日星期四 09:00（约 2 小时 30 分钟）');
    const ar = (await confirmation('ar')).mail;
    expect(ar.subject).toMatch(/^تم تأكيد حجزك: تنظيف المنازل، .*ديسمبر/);
    expect(ar.text).toContain('عزيزي/عزيزتي Margaret Ellis،');
    expect(ar.text).toMatch(/السعر: .*1[,٬]234[.٫]56\s£ لكل زيارة/);
    expect(ar.html).toBeUndefined();
  });

  it('a requested booking with an activation link says so in the customer’s language', async () => {
    const [mail] = bookingMails(
      { ...facts, status: 'requested', activationLink: 'https://example.test/auth/jwt/reset-password?token=x' },
      await mailFormat('fr'),
      await mailFormat('en'),
    );
    expect(mail.subject).toMatch(/^Nous avons reçu votre demande de réservation/);
    expect(mail.text).toContain(
      'Ouvrez ce lien dans les 7 jours pour choisir un mot de passe et l’activer :\n\nhttps://example.test/auth/jwt/reset-password?token=x',
    );
  });
});
