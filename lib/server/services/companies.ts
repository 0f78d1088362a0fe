import 'server-only';
import { asc, count, eq } from 'drizzle-orm';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import type { CreateCompanyInput, UpdateCompanyInput } from '@/lib/schemas/company';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { assertSameCompany, companyFilter, uniqueOr409 } from './access';

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
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const DUPLICATE_CODE = 'A company with this code already exists';

/** Every company for a Super Administrator; otherwise the caller's own (for its currency symbol). */
export async function listCompanies(db: Db, actor: Actor) {
  const filter = companyFilter(actor, companies.id);
  const [rows, [total]] = await Promise.all([
    db.select().from(companies).where(filter).orderBy(asc(companies.name)).limit(1000),
    db.select({ value: count() }).from(companies).where(filter),
  ]);
  return { data: rows.map(toCompany), totalRecords: total?.value ?? 0 };
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
  const [row] = await uniqueOr409(DUPLICATE_CODE, () => db.insert(companies).values({ ...rest, code: companyCodeNumber }).returning());
  return toCompany(row!);
}

/** Super Administrators update any company; Administrators their own. */
export async function updateCompany(db: Db, actor: Actor, input: UpdateCompanyInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const [row] = await db.select().from(companies).where(eq(companies.id, input.id)).limit(1);
  if (!row) throw notFound('Company not found');
  assertSameCompany(actor, row.id);
  const { id, companyCodeNumber, ...rest } = input;
  const [updated] = await uniqueOr409(DUPLICATE_CODE, () =>
    db.update(companies)
      .set({ ...rest, ...(companyCodeNumber ? { code: companyCodeNumber } : {}), updatedAt: new Date() })
      .where(eq(companies.id, id)).returning(),
  );
  return toCompany(updated!);
}

/** Sets a company's logo to an uploaded path (Administrators of the company, Super Administrators). */
export async function setCompanyLogo(db: Db, actor: Actor, companyId: string, logoPath: string) {
  return updateCompany(db, actor, { id: companyId, logoPath });
}
