import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ServiceKey } from '@/lib/content/services';
import type { BookingMode, BookingPrices, Frequency, PriceRule } from '@/lib/bookings/rules';

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** `companyCodeNumber` in the API: users belong to a company through this code. */
  code: text('code').notNull().unique(),
  currencySymbol: text('currency_symbol').notNull().default('£'),
  address: text('address'),
  vatNumber: text('vat_number'),
  email: text('email'),
  phone: text('phone'),
  logoPath: text('logo_path'),
  /** Last invoice and estimate numbers issued; bumped under a row lock so numbers stay unique per company. */
  lastInvoiceNumber: integer('last_invoice_number').notNull().default(0),
  lastEstimateNumber: integer('last_estimate_number').notNull().default(0),
  /**
   * Online booking settings (issue 28; defaults in BOOKING_DEFAULTS of lib/bookings/rules.ts). Booking hours are London
   * wall-clock 'HH:MM': a visit starts at or after `booking_opens` and ends by `booking_closes`. The horizon counts
   * days from today. `booking_prices` holds extras, frequency discounts and the minimum charge (null: the defaults,
   * DEFAULT_BOOKING_PRICES). VAT is a whole percent; `prices_include_vat` says whether rule prices are gross.
   * The cancellation columns are for issue 29.
   */
  onlineBooking: text('online_booking').$type<BookingMode>().notNull().default('instant'),
  travelBufferMinutes: integer('travel_buffer_minutes').notNull().default(30),
  /** How often cleaners' own calendars are read (issue 37), 15 to 1440 minutes. */
  calendarRefreshMinutes: integer('calendar_refresh_minutes').notNull().default(15),
  bookingOpens: text('booking_opens').notNull().default('08:00'),
  bookingCloses: text('booking_closes').notNull().default('18:00'),
  bookingHorizonDays: integer('booking_horizon_days').notNull().default(60),
  vatRatePercent: integer('vat_rate_percent').notNull().default(20),
  pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
  bookingFrequencies: text('booking_frequencies')
    .array()
    .$type<Frequency[]>()
    .notNull()
    .default(['one-off', 'weekly', 'fortnightly', 'monthly']),
  bookingPrices: jsonb('booking_prices').$type<BookingPrices>(),
  cancellationNoticeHours: integer('cancellation_notice_hours').notNull().default(48),
  cancellationFeePence: integer('cancellation_fee_pence').notNull().default(0),
  /** Days after the due date on which an unpaid invoice is chased by e-mail (lib/server/payments/chases.ts). */
  paymentChaseDays: integer('payment_chase_days').array().notNull().default([3, 7, 14]),
  /**
   * The head office (issue 38): it runs the network and bills royalties; every other company is a franchise office,
   * which gets a monthly royalty statement.
   */
  headOffice: boolean('head_office').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The postcode districts (outward codes, 'NR1') each company covers; the primary key keeps a district to one company. */
export const companyTerritories = pgTable(
  'company_territories',
  {
    district: text('district').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_territories_company_idx').on(t.companyId)],
);

/**
 * A company's price for one service (a ServiceKey of lib/content/services.ts). `rule` has the service's shape
 * (SERVICE_SHAPE and PriceRule in lib/bookings/rules.ts); `team_size` is how many cleaners the visit needs (for the
 * hours shape, the visitor's choice of cleaners wins). Inactive rules, and services without a rule, are not offered.
 */
export const priceRules = pgTable(
  'price_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    service: text('service').$type<ServiceKey>().notNull(),
    rule: jsonb('rule').$type<PriceRule>().notNull(),
    teamSize: integer('team_size').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('price_rules_company_service_unique').on(t.companyId, t.service)],
);
