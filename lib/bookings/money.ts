/**
 * Pounds in the booking settings form, pence on the server. Every amount of the settings is a field named `pence` or
 * ending in `Pence` (lib/bookings/settings-schemas.ts), so one walk converts the whole object either way.
 */
const isMoney = (key: string) => key === 'pence' || key.endsWith('Pence');

function walk(value: unknown, convert: (n: number) => number, key = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, convert));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, convert, k)]));
  }
  return typeof value === 'number' && isMoney(key) ? convert(value) : value;
}

/** Pounds (as the form holds them) to whole pence. */
export const toPence = <T>(value: T): T => walk(value, (n) => Math.round(n * 100)) as T;
/** Pence (as the API answers) to pounds for the form. */
export const toPounds = <T>(value: T): T => walk(value, (n) => n / 100) as T;
