import 'server-only';
import { and, count, eq, ilike, or, sql } from 'drizzle-orm';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import type { AddTerritoryInput, ListTerritoriesInput, RemoveTerritoryInput } from '@/lib/companies/territory-schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, companyTerritories } from '@/lib/server/db/schema';
import { AppError, forbidden, notFound } from '@/lib/server/http/errors';
import {
  assertCompanyAdmin,
  assertCompanyExists,
  likeTerm,
  orderOf,
  pageOf,
  pageResult,
  pgErrorCode,
  resolveCompanyId,
} from '@/lib/server/auth/access';
import { recordAudit } from '@/lib/server/audit/service';

const columns = {
  district: companyTerritories.district,
  companyId: companyTerritories.companyId,
  companyName: companies.name,
  createdAt: companyTerritories.createdAt,
};

/** The company whose list is asked for: Administrators their own (another is 403), Super Administrators any or all. */
function listScope(actor: Actor, companyId: string | undefined) {
  if (!isAdmin(actor.role)) throw forbidden();
  if (isSuperAdmin(actor.role)) return companyId;
  if (!actor.companyId || (companyId && companyId !== actor.companyId)) throw forbidden();
  return actor.companyId;
}

/**
 * Postcode districts with the company covering each: an Administrator's own company's; a Super Administrator's
 * every company's (or one, by `companyId`). Searched by district or company name, sorted, paged.
 */
export async function listTerritories(db: Db, actor: Actor, input: ListTerritoriesInput) {
  const companyId = listScope(actor, input.companyId);
  const term = input.search ? likeTerm(input.search) : undefined;
  const filter = and(
    companyId ? eq(companyTerritories.companyId, companyId) : undefined,
    term ? or(ilike(companyTerritories.district, term), ilike(companies.name, term)) : undefined,
  );
  const { limit, offset } = pageOf(input);
  // Districts sort as people read them: NR2 before NR10 (letters, then the number, then the whole code).
  const dir = input.sortOrder === 'desc' ? sql`desc` : sql`asc`;
  const natural = (d = sql`asc`) => [
    sql`substring(${companyTerritories.district} from '^[A-Z]+') ${d}`,
    sql`substring(${companyTerritories.district} from '[0-9]+')::int ${d}`,
    sql`${companyTerritories.district} ${d}`,
  ];
  const order =
    input.sortBy === 'district' || !input.sortBy
      ? natural(input.sortBy ? dir : sql`asc`)
      : orderOf(
          input,
          {
            district: companyTerritories.district,
            companyName: sql`lower(${companies.name})`,
            createdAt: companyTerritories.createdAt,
          },
          natural(),
        );
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(companyTerritories)
      .innerJoin(companies, eq(companies.id, companyTerritories.companyId))
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db
      .select({ value: count() })
      .from(companyTerritories)
      .innerJoin(companies, eq(companies.id, companyTerritories.companyId))
      .where(filter),
  ]);
  return pageResult(rows, total?.value ?? 0, input.pageSize);
}

async function holderOf(db: Db, district: string) {
  const [row] = await db
    .select(columns)
    .from(companyTerritories)
    .innerJoin(companies, eq(companies.id, companyTerritories.companyId))
    .where(eq(companyTerritories.district, district))
    .limit(1);
  return row;
}

const takenBy = (district: string, companyName: string) =>
  new AppError(409, `${district} is already covered by ${companyName}`, 'territory_taken');

/**
 * Adds a district to a company (Administrators: their own; Super Administrators: the one named). A district belongs
 * to one company at a time: the primary key refuses a second, and the 409 names the company holding it. Adding a
 * district the company already has answers it again (200), so a retried request does no harm.
 */
export async function addTerritory(db: Db, actor: Actor, input: AddTerritoryInput) {
  const companyId = resolveCompanyId(actor, input.companyId);
  assertCompanyAdmin(actor, companyId);
  await assertCompanyExists(db, companyId);
  const existing = await holderOf(db, input.district);
  if (existing) {
    if (existing.companyId === companyId) return { created: false, territory: existing };
    throw takenBy(input.district, existing.companyName);
  }
  try {
    await db.transaction(async (tx) => {
      await tx.insert(companyTerritories).values({ district: input.district, companyId });
      await recordAudit(tx, actor, {
        companyId,
        action: 'create',
        entityType: 'territory',
        entityId: input.district,
        summary: `Added the postcode district ${input.district}`,
        changes: { district: [null, input.district] },
      });
    });
  } catch (error) {
    // Another office claimed it between the look-up and the insert: name the winner.
    if (pgErrorCode(error) !== '23505') throw error;
    const winner = await holderOf(db, input.district);
    if (winner && winner.companyId === companyId) return { created: false, territory: winner };
    throw takenBy(input.district, winner?.companyName ?? 'another company');
  }
  return { created: true, territory: (await holderOf(db, input.district))! };
}

/** Removes a district: 404 when nobody covers it, 403 when another company does (Super Administrators: any). */
export async function removeTerritory(db: Db, actor: Actor, input: RemoveTerritoryInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const existing = await holderOf(db, input.district);
  if (!existing) throw notFound('This district is not covered');
  assertCompanyAdmin(actor, existing.companyId);
  await db.transaction(async (tx) => {
    await tx.delete(companyTerritories).where(eq(companyTerritories.district, input.district));
    await recordAudit(tx, actor, {
      companyId: existing.companyId,
      action: 'delete',
      entityType: 'territory',
      entityId: input.district,
      summary: `Removed the postcode district ${input.district}`,
      changes: { district: [input.district, null] },
    });
  });
  return { success: true, district: input.district };
}
