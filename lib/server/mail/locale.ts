import 'server-only';
// use-intl/core (next-intl's own core), not 'next-intl': on the server that entry also exports the client provider,
// and any page whose server code reaches this file would ship next-intl's client runtime in its first load.
import { createTranslator } from 'use-intl/core';
import { intlLocale } from '@/lib/i18n/format';
import { defaultLocale, directionOf, isLocale, type Locale } from '@/lib/i18n/locales';
import { dateFormat, numberFormat } from '@/lib/intl-formats';
import { enGbDate, enGbPounds, enGbTime } from '@/lib/london-clock';
import type en from '@/messages/en.json';

// Mails to customers speak the language they used on the site (users.locale; null = English). The texts live in
// messages/*.json under `mails`, read here with use-intl's translator (next-intl's core), so the office and the checks see them with
// every other string. The English mails' dates, times and amounts keep the hand-written en-GB formats they always had.

type Messages = typeof en;

// One loader per locale (not a template path), so bundlers include exactly these five catalogues.
const CATALOGUES: Record<Locale, () => Promise<{ default: unknown }>> = {
  en: () => import('@/messages/en.json'),
  fr: () => import('@/messages/fr.json'),
  vi: () => import('@/messages/vi.json'),
  zh: () => import('@/messages/zh.json'),
  ar: () => import('@/messages/ar.json'),
};

/** A stored or requested locale as a site locale: anything else (null, 'de') is English. */
export const mailLocale = (value: unknown): Locale => (isLocale(value) ? value : defaultLocale);

const LONDON = 'Europe/London';
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The texts and formats of one locale's mails. */
export async function mailFormat(value: unknown) {
  const locale = mailLocale(value);
  const messages = (await CATALOGUES[locale]()).default as Messages;
  const tag = intlLocale(locale);
  const en = locale === 'en';
  const t = createTranslator({ locale, messages, namespace: 'mails' });
  const services = createTranslator({ locale, messages, namespace: 'serviceNames' });
  const day = (date: string) =>
    dateFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      noon(date),
    );
  // The booking page's own words for a length of time ("2 h 30 min"), so the mail says what the page said.
  const price = createTranslator({ locale, messages, namespace: 'booking.price' });
  return {
    locale,
    t,
    dir: directionOf(locale),
    /** A service's name as the site shows it ('house' → 'Nettoyage de maison' in French); an unknown key is returned as it is. */
    service: (key: string) => (key in messages.serviceNames ? services(key as keyof Messages['serviceNames']) : key),
    /** "2 h 30 min", "45 min". */
    duration: (minutes: number) => {
      const h = Math.floor(minutes / 60);
      const m = minutes % 60;
      if (h && m) return price('hoursMinutes', { h, m });
      return h ? price('hours', { h }) : price('minutes', { m });
    },
    /** "Thursday, 3 December 2026": a calendar date 'YYYY-MM-DD' with its weekday. */
    day,
    /** "Thursday, 3 December 2026 at 09:00": a calendar date and an optional start time. */
    dayAt: (date: string, time: string | null) => (time ? t('common.dateAt', { date: day(date), time }) : day(date)),
    /** "3 December 2026": a calendar date 'YYYY-MM-DD'. */
    calendarDate: (day: string) =>
      dateFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(noon(day)),
    /** "3 December 2026": the London date of an instant. */
    longDate: (at: Date) =>
      dateFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: LONDON }).format(at),
    /** "3 Dec 2026": the London date of an instant, short month. */
    shortDate: (at: Date) =>
      en
        ? enGbDate(at)
        : dateFormat(tag, { day: 'numeric', month: 'short', year: 'numeric', timeZone: LONDON }).format(at),
    /** "09:05": London time, 24-hour clock whatever the locale's habit, as the site's times are written. */
    time: (at: Date) =>
      en
        ? enGbTime(at)
        : dateFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: LONDON }).format(at),
    /** An amount in the company's own symbol, placed and separated as the locale writes money ("102,60 £" in French). */
    money: (pence: number, symbol: string) => (en ? `${symbol}${enGbPounds(pence)}` : localMoney(tag, pence, symbol)),
  };
}

export type MailFormat = Awaited<ReturnType<typeof mailFormat>>;

/** The locale's pound layout with the company's symbol in place of Intl's (which would write "£GB" or "UK£"). */
function localMoney(tag: string, pence: number, symbol: string) {
  const parts = numberFormat(tag, { style: 'currency', currency: 'GBP' }).formatToParts(pence / 100);
  return parts
    .map((p) => (p.type === 'currency' ? symbol : p.value))
    .join('')
    .trim();
}
