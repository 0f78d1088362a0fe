import 'server-only';

/** What a caller reads when the database does not answer (503): the outage is ours, and it is worth retrying. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is temporarily unavailable: the database is not answering. Please try again in a moment.';
/** Seconds a client is told to wait before trying again (`Retry-After`). */
export const DATABASE_RETRY_AFTER = 5;

// Socket errors on the way to PostgreSQL: refused, reset, unreachable, name not resolved.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ECONNABORTED',
]);
// SQLSTATEs of a server that cannot serve now: shutting down, starting up, out of connection slots.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
// node-postgres and pg-pool say "lost", "timed out" and "cannot be used" only in their messages.
const CLIENT_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /^Query read timeout/i,
  /is not queryable/i,
  /Connection ended unexpectedly/i,
];

/**
 * True when an error means PostgreSQL is unreachable or not answering (as opposed to a bad query or a constraint):
 * the route wrapper answers 503 instead of 500. Drizzle wraps driver errors (`cause`); Node wraps a refused
 * dual-stack connect in an AggregateError (`errors`): both are followed.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  // A refused or reset fetch is another service (Storage, a geocoder), not the database: those say so themselves.
  if (error instanceof TypeError && /fetch failed/i.test(error.message)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')))
    return true;
  if (CLIENT_MESSAGES.some((pattern) => pattern.test(error.message))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}

/**
 * The driver's own words for a failure ("Query read timeout", "connect ECONNREFUSED ..."), for the log. Drizzle's
 * wrapper message quotes the statement and its parameters, which hold visitors' names and e-mail addresses.
 */
export function driverReason(error: unknown): string {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error && current.cause instanceof Error; depth++)
    current = current.cause;
  if (!(current instanceof Error)) return String(current);
  const code = (current as { code?: unknown }).code;
  return typeof code === 'string' && !current.message.includes(code) ? `${code} ${current.message}` : current.message;
}
