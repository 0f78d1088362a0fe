import 'server-only';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import type { CreateCompanyInput, ListCompaniesInput, UpdateCompanyInput } from '@/lib/companies/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { assertReferenceAllowed } from '@/lib/server/storage/references';
import {
  assertSameCompany,
  companyFilter,
  likeTerm,
  orderOf,
  pageOf,
  pageResult,
  uniqueOr409,
} from '@/lib/server/auth/access';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';
import { forgetSiteCompany } from './site-company';

type CompanyRow = typeof companies.$inferSelect;

/** A company as the API returns it: `code` is `companyCodeNumber`; internal counters stay inside. */
export function toCompany(row: CompanyRow) {
  return {
    id: row.id,
    name: row.name,
    companyCodeNumber: row.code,
    currencySymbol: row.currencySymbol,
    address: row.address,
    vatNumber: row.vatNumber,
    email: row.email,
    phone: row.phone,
    logoPath: row.logoPath,
    paymentChaseDays: row.paymentChaseDays,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const DUPLICATE_CODE = 'A company with this code already exists';

/**
 * Every company for a Super Administrator; otherwise the caller's own (for its currency symbol). Paged, searched by
 * name or code and sorted: `{ data, totalRecords, totalPages }`.
 */
export async function listCompanies(
  db: Db,
  actor: Actor,
  input: ListCompaniesInput = { pageNumber: 1, pageSize: 100 },
) {
  const term = input.search ? likeTerm(input.search) : undefined;
  const filter = and(
    companyFilter(actor, companies.id),
    term ? or(ilike(companies.name, term), ilike(companies.code, term)) : undefined,
  );
  const { limit, offset } = pageOf(input);
  const order = orderOf(
    input,
    { name: sql`lower(${companies.name})`, companyCodeNumber: companies.code, createdAt: companies.createdAt },
    [asc(companies.name), asc(companies.id)],
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(companies)
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(companies).where(filter),
  ]);
  return pageResult(rows.map(toCompany), total?.value ?? 0, input.pageSize);
}

export async function getCompany(db: Db, actor: Actor, id: string) {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  if (!row) throw notFound('Company not found');
  assertSameCompany(actor, row.id);
  return toCompany(row);
}

export async function createCompany(db: Db, actor: Actor, input: CreateCompanyInput) {
  if (!isSuperAdmin(actor.role)) throw forbidden();
  const { companyCodeNumber, ...rest } = input;
  if (rest.logoPath)
    await assertReferenceAllowed(db, actor, rest.logoPath, 'logoPath', {
      kinds: ['logo'],
      companyId: null,
      allowExternal: true,
    });
  const row = await uniqueOr409(DUPLICATE_CODE, () =>
    db.transaction(async (tx) => {
      const [created] = await tx
        .insert(companies)
        .values({ ...rest, code: companyCodeNumber })
        .returning();
      await recordAudit(tx, actor, {
        companyId: created!.id,
        action: 'create',
        entityType: 'company',
        entityId: created!.id,
        summary: `Created company ${created!.name} (${created!.code})`,
        changes: changesBetween(null, toCompany(created!)),
      });
      return created!;
    }),
  );
  return toCompany(row);
}

/** Super Administrators update any company; Administrators their own. */
export async function updateCompany(db: Db, actor: Actor, input: UpdateCompanyInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const [row] = await db.select().from(companies).where(eq(companies.id, input.id)).limit(1);
  if (!row) throw notFound('Company not found');
  assertSameCompany(actor, row.id);
  const { id, companyCodeNumber, ...rest } = input;
  if (rest.logoPath && rest.logoPath !== row.logoPath) {
    await assertReferenceAllowed(db, actor, rest.logoPath, 'logoPath', {
      kinds: ['logo'],
      companyId: row.id,
      allowExternal: true,
    });
  }
  const updated = await uniqueOr409(DUPLICATE_CODE, () =>
    db.transaction(async (tx) => {
      const [saved] = await tx
        .update(companies)
        .set({ ...rest, ...(companyCodeNumber ? { code: companyCodeNumber } : {}), updatedAt: new Date() })
        .where(eq(companies.id, id))
        .returning();
      const changes = changesBetween(toCompany(row), toCompany(saved!));
      if (Object.keys(changes).length) {
        await recordAudit(tx, actor, {
          companyId: row.id,
          action: 'update',
          entityType: 'company',
          entityId: row.id,
          summary: `Updated the settings of ${saved!.name} (${saved!.code})`,
          changes,
        });
      }
      return saved!;
    }),
  );
  forgetSiteCompany(db);
  return toCompany(updated);
}

/** Sets a company's logo to an uploaded path (Administrators of the company, Super Administrators). */
export async function setCompanyLogo(db: Db, actor: Actor, companyId: string, logoPath: string) {
  return updateCompany(db, actor, { id: companyId, logoPath });
}
