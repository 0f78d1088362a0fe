import { z } from 'zod';

/** An amount of money in pounds with at most two decimals (stored as integer pence). */
export const moneySchema = z.coerce
  .number('Must be a number')
  .min(0, 'Must not be negative')
  .max(10_000_000, 'Must be at most 10,000,000')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals');

/** A quantity with at most two decimals (1.5 hours), stored in hundredths. */
export const quantitySchema = z.coerce
  .number('Must be a number')
  .positive('Must be more than 0')
  .max(100_000, 'Must be at most 100,000')
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'At most two decimals');

/** A calendar date, 'YYYY-MM-DD' (a longer ISO date-time is cut to its date). */
export const dateSchema = z
  .string('Must be a date')
  .trim()
  .transform((v) => v.slice(0, 10))
  .pipe(z.iso.date('Must be a date (YYYY-MM-DD)'));

/** A time of day, 'HH:MM' (seconds are dropped). */
export const timeSchema = z
  .string('Must be a time')
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'Must be a time (HH:MM)')
  .transform((v) => v.slice(0, 5));

/** A date range used by the list calls; endDate on or after startDate, at most ~a year. */
export const dateRangeShape = { startDate: dateSchema.optional(), endDate: dateSchema.optional() };
export const refineRange = (v: { startDate?: string; endDate?: string }) =>
  !v.startDate || !v.endDate || v.endDate >= v.startDate;
export const rangeMessage = { message: 'End date must be on or after the start date', path: ['endDate'] };

export const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional();
export const requiredText = (max: number, message = 'Required') =>
  z.string(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);
/** A storage path returned by an upload call (`dbPath`), or a URL. */
export const storagePathSchema = z
  .string()
  .trim()
  .max(1000)
  .regex(/^[^\s]+$/, 'Must be a storage path');
export const optionalId = z.uuid('Must be a valid id').nullish();
