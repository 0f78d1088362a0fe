import type { Tone } from '@/lib/status-tone';
import type { Role, UserStatus } from '@/lib/roles';
import { dateFormat, numberFormat } from '@/lib/intl-formats';
import { enGbDate, enGbPounds, enGbTime } from '@/lib/london-clock';

/** Message keys of the four roles (`dashboard.roles.<key>`): message keys cannot hold spaces reliably. */
export const ROLE_KEYS: Record<Role, 'cleaner' | 'client' | 'administrator' | 'superAdministrator'> = {
  Cleaner: 'cleaner',
  Client: 'client',
  Administrator: 'administrator',
  'Super Administrator': 'superAdministrator',
};

export const USER_STATUS_TONES: Record<UserStatus, Tone> = {
  active: 'success',
  pending: 'warning',
  banned: 'danger',
  rejected: 'default',
};

/** Money in the company's currency, formatted the British way (SPEC §9: en-GB with the company's symbol). */
export function formatMoney(pence: number, symbol = '£') {
  const abs = Math.abs(pence);
  const amount = Number.isSafeInteger(abs)
    ? enGbPounds(abs)
    : numberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(abs / 100);
  return `${pence < 0 ? '-' : ''}${symbol}${amount}`;
}

/** A date (and optionally time) in the UI's language, British order for English, London time. */
export function formatDate(value: string | Date | null | undefined, locale: string, withTime = false) {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value.length === 10 ? `${value}T12:00:00Z` : value) : value;
  if (locale === 'en' && !Number.isNaN(date.getTime())) return enGbDate(date, withTime);
  return dateFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Europe/London',
    ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
  }).format(date);
}

/** A time of day in London time, in the UI's language ("09:05"). */
export function formatTime(value: string | Date | null | undefined, locale: string, seconds = false) {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (locale === 'en' && !Number.isNaN(date.getTime())) return enGbTime(date, seconds);
  return dateFormat(locale === 'en' ? 'en-GB' : locale, {
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' } : {}),
    timeZone: 'Europe/London',
  }).format(date);
}
