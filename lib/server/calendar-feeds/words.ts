import 'server-only';
import { SERVICE_JOB_NAMES } from '@/lib/bookings/rules';
import type { MailFormat } from '@/lib/server/mail/locale';

// Calendar events in the language of the person whose calendar they land in (users.locale, as their mails): the
// service names the site translates and the words around them. What the office typed (a job's own title, notes, an
// address) is theirs and stays as written.

const KEY_OF = new Map(Object.entries(SERVICE_JOB_NAMES).map(([key, name]) => [name, key]));

/** A job's stored service ('House Cleaning') in the reader's language; a service the site does not name stays as it is. */
export function serviceIn(m: MailFormat, stored: string | null | undefined) {
  // English keeps the office's own spelling of the names, as the job screens show them.
  if (!stored || m.locale === 'en') return stored ?? null;
  const key = KEY_OF.get(stored);
  return key ? m.service(key) : stored;
}

/**
 * A visit's summary: its title, with the service it starts with translated when the title is the one an online
 * booking writes (`House Cleaning – 4 Elm Row`), so a French customer reads `Nettoyage de maison – 4 Elm Row`.
 */
export function visitSummary(m: MailFormat, title: string, service: string | null | undefined) {
  const translated = serviceIn(m, service);
  if (!service || !translated || translated === service || !title.startsWith(`${service} – `)) return title;
  return `${translated}${title.slice(service.length)}`;
}

export const shiftSummary = (m: MailFormat, place: string | null | undefined) =>
  place ? m.t('calendar.shift', { place }) : m.t('calendar.shiftNoPlace');
