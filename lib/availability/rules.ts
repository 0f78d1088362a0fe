// Rules of the availability feature (issue 37) shared by the screens and the server.

/** At most this many calendars per cleaner. */
export const MAX_CALENDARS_PER_CLEANER = 5;
/** Busy periods are kept for this many weeks ahead; the screens count the next 8. */
export const BUSY_WEEKS_STORED = 12;
export const BUSY_WEEKS_SHOWN = 8;
/** Reads fail quietly until then; after it the office is told (once). */
export const FAILURE_NOTICE_HOURS = 24;

/** Why the last read failed, worded by the screens (messages `dashboardAvailability.errors.<code>`). */
export const READ_ERRORS = [
  'reconnect',
  'blocked_address',
  'unreachable',
  'timeout',
  'not_found',
  'denied',
  'server_error',
  'too_large',
  'too_many_redirects',
  'not_calendar',
] as const;
export type ReadError = (typeof READ_ERRORS)[number];

/**
 * The address to read, or null when it cannot be one: http(s), with `webcal` read as https (as every calendar app
 * does); no user name or password in it, so the address alone is the secret.
 */
export function calendarUrl(input: string): string | null {
  const trimmed = input.trim().replace(/^webcals?:\/\//i, 'https://');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname || url.username || url.password) return null;
  url.hash = '';
  return url.toString();
}

/** The address as the screens show it: scheme and host, the path's secret masked but for its last four characters. */
export function maskCalendarUrl(url: string): string {
  const u = new URL(url);
  const rest = `${u.pathname}${u.search}`;
  const tail = rest.length > 8 ? rest.slice(-4) : '';
  return `${u.protocol}//${u.host}/…${tail}`;
}
