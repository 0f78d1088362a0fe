import 'server-only';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { DEFAULT_BOOKING_PRICES, SERVICE_SHAPE, type PriceRule } from '@/lib/bookings/rules';
import { isAdmin } from '@/lib/roles';
import type { UpdateBookingSettingsInput } from '@/lib/bookings/settings-schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, priceRules } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { assertCompanyAdmin } from '@/lib/server/auth/access';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';

type ServiceKey = keyof typeof SERVICE_SHAPE;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function load(db: Db | Tx, companyId: string) {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!company) throw notFound('Company not found');
  const rules = await db.select().from(priceRules).where(eq(priceRules.companyId, companyId));
  const byService = new Map(rules.map((r) => [r.service, r]));
  return {
    companyId: company.id,
    companyName: company.name,
    currencySymbol: company.currencySymbol,
    onlineBooking: company.onlineBooking,
    travelBufferMinutes: company.travelBufferMinutes,
    calendarRefreshMinutes: company.calendarRefreshMinutes,
    bookingOpens: company.bookingOpens,
    bookingCloses: company.bookingCloses,
    bookingHorizonDays: company.bookingHorizonDays,
    vatRatePercent: company.vatRatePercent,
    pricesIncludeVat: company.pricesIncludeVat,
    frequencies: company.bookingFrequencies,
    cancellationNoticeHours: company.cancellationNoticeHours,
    cancellationFeePence: company.cancellationFeePence,
    prices: company.bookingPrices ?? DEFAULT_BOOKING_PRICES,
    /** Every service, in the menu order: its rule (null when the company has none, so it is not offered), team size, on/off. */
    rules: (Object.keys(SERVICE_SHAPE) as ServiceKey[]).map((service) => {
      const row = byService.get(service);
      return {
        service,
        shape: SERVICE_SHAPE[service],
        rule: (row?.rule ?? null) as PriceRule | null,
        teamSize: row?.teamSize ?? 1,
        active: row?.active ?? false,
      };
    }),
  };
}

/** The company asked for: Administrators their own (another is 403), Super Administrators any (their own by default). */
function companyOf(actor: Actor, requested: string | undefined) {
  if (!isAdmin(actor.role)) throw forbidden();
  const id = requested ?? actor.companyId;
  if (!id) throw notFound('Company not found');
  assertCompanyAdmin(actor, id);
  return id;
}

/** A company's online booking settings, extras, discounts, minimum charge and price rules; amounts in pence. */
export async function getBookingSettings(db: Db, actor: Actor, companyId?: string) {
  return load(db, companyOf(actor, companyId));
}

/**
 * Replaces a company's booking settings and price rules in one transaction: the services sent get their rule (created
 * or updated); a service left out keeps no rule and is not offered online. The audit trail records what changed.
 */
export async function updateBookingSettings(db: Db, actor: Actor, input: UpdateBookingSettingsInput) {
  const companyId = companyOf(actor, input.companyId);
  const before = await load(db, companyId);
  return db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        onlineBooking: input.onlineBooking,
        travelBufferMinutes: input.travelBufferMinutes,
        ...(input.calendarRefreshMinutes === undefined ? {} : { calendarRefreshMinutes: input.calendarRefreshMinutes }),
        bookingOpens: input.bookingOpens,
        bookingCloses: input.bookingCloses,
        bookingHorizonDays: input.bookingHorizonDays,
        vatRatePercent: input.vatRatePercent,
        pricesIncludeVat: input.pricesIncludeVat,
        bookingFrequencies: input.frequencies,
        cancellationNoticeHours: input.cancellationNoticeHours,
        cancellationFeePence: input.cancellationFeePence,
        bookingPrices: input.prices,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, companyId));
    // Rules keep their ids (an upsert per service); services left out lose theirs.
    const sent = input.rules.map((r) => r.service);
    await tx
      .delete(priceRules)
      .where(and(eq(priceRules.companyId, companyId), sent.length ? notInArray(priceRules.service, sent) : undefined));
    if (input.rules.length) {
      await tx
        .insert(priceRules)
        .values(
          input.rules.map((r) => ({
            companyId,
            service: r.service,
            rule: r.rule as PriceRule,
            teamSize: r.teamSize,
            active: r.active,
          })),
        )
        .onConflictDoUpdate({
          target: [priceRules.companyId, priceRules.service],
          set: {
            rule: sql`excluded.rule`,
            teamSize: sql`excluded.team_size`,
            active: sql`excluded.active`,
            updatedAt: new Date(),
          },
        });
    }
    const after = await load(tx, companyId);
    const changes = changesBetween(before, after);
    if (Object.keys(changes).length) {
      await recordAudit(tx, actor, {
        companyId,
        action: 'update',
        entityType: 'booking',
        entityId: companyId,
        summary: `Updated the online booking settings and prices of ${after.companyName}`,
        changes,
      });
    }
    return after;
  });
}
