import 'server-only';
import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { CreateCategoryInput, UpdateCategoryInput } from '@/lib/categories/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { categories } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/errors';
import {
  assertCompanyAdmin,
  assertCompanyExists,
  assertSameCompany,
  companyFilter,
  resolveCompanyId,
  uniqueOr409,
} from '@/lib/server/auth/access';

const DUPLICATE = 'This category already exists';

/** Service categories of the caller's company (every company for a Super Administrator, optionally one). */
export async function listCategories(db: Db, actor: Actor, input: { companyId?: string | null }) {
  const where: (SQL | undefined)[] = [companyFilter(actor, categories.companyId), eq(categories.type, 'Services')];
  if (input.companyId) where.push(eq(categories.companyId, input.companyId));
  const filter = and(...where);
  const [data, [total]] = await Promise.all([
    db.select().from(categories).where(filter).orderBy(asc(categories.name)).limit(1000),
    db.select({ value: count() }).from(categories).where(filter),
  ]);
  return { data, totalRecords: total?.value ?? 0 };
}

async function find(db: Db, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw notFound('Category not found');
  return row;
}

export async function getCategory(db: Db, actor: Actor, id: string) {
  const row = await find(db, id);
  assertSameCompany(actor, row.companyId);
  return row;
}

export async function createCategory(db: Db, actor: Actor, input: CreateCategoryInput) {
  const companyId = resolveCompanyId(actor, input.companyId);
  assertCompanyAdmin(actor, companyId);
  await assertCompanyExists(db, companyId);
  const [row] = await uniqueOr409(DUPLICATE, () =>
    db.insert(categories).values({ companyId, type: 'Services', name: input.name }).returning(),
  );
  return row!;
}

export async function updateCategory(db: Db, actor: Actor, input: UpdateCategoryInput) {
  const row = await find(db, input.id);
  assertCompanyAdmin(actor, row.companyId);
  const [updated] = await uniqueOr409(DUPLICATE, () =>
    db.update(categories).set({ name: input.name, updatedAt: new Date() }).where(eq(categories.id, row.id)).returning(),
  );
  return updated!;
}

export async function deleteCategory(db: Db, actor: Actor, id: string) {
  const row = await find(db, id);
  assertCompanyAdmin(actor, row.companyId);
  await db.delete(categories).where(eq(categories.id, row.id));
  return { success: true, id };
}
