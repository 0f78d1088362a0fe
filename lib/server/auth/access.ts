import 'server-only';
import { and, asc, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isAdmin, isSuperAdmin, type Role } from '@/lib/roles';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden } from '@/lib/server/http/errors';

/** Restricts a query to the actor's company; Super Administrators see every company (undefined = no filter). */
export function companyFilter(actor: Actor, column: AnyColumn): SQL | undefined {
  if (isSuperAdmin(actor.role)) return undefined;
  return actor.companyId ? eq(column, actor.companyId) : sql`false`;
}

/** 403 unless the actor is a Super Administrator or belongs to the record's company. */
export function assertSameCompany(actor: Actor, companyId: string | null) {
  if (isSuperAdmin(actor.role)) return;
  if (!actor.companyId || actor.companyId !== companyId) throw forbidden();
}

/** 403 unless the actor is an Administrator of the record's company or a Super Administrator. */
export function assertCompanyAdmin(actor: Actor, companyId: string | null) {
  if (!isAdmin(actor.role)) throw forbidden();
  assertSameCompany(actor, companyId);
}

/**
 * The company a new record belongs to: always the actor's own for Administrators (asking for another is 403);
 * Super Administrators name it, or it is taken from `fallback` (e.g. the chosen client's company).
 */
export function resolveCompanyId(actor: Actor, requested: string | null | undefined, fallback?: string | null): string {
  if (!isSuperAdmin(actor.role)) {
    if (!actor.companyId) throw forbidden();
    if (requested && requested !== actor.companyId) throw forbidden();
    return actor.companyId;
  }
  const id = requested ?? fallback ?? actor.companyId;
  if (!id) throw badRequest('Choose a company', { companyId: ['Choose a company'] });
  return id;
}

export async function assertCompanyExists(db: Db, companyId: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).limit(1);
  if (!row) throw badRequest('Unknown company', { companyId: ['Unknown company'] });
}

/**
 * Checks that `userId` is a user of `companyId` with one of `roles`; 400 with a field error otherwise
 * (a reference to someone outside the company is bad input, not a lookup). Returns the user's display name.
 */
export async function assertMember(db: Db, companyId: string, userId: string, roles: readonly Role[], field: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.companyId, companyId), inArray(users.role, [...roles])))
    .limit(1);
  if (!row)
    throw badRequest('Please correct the highlighted fields', {
      [field]: [`Choose a ${roles.join(' or ').toLowerCase()} of this company`],
    });
  return `${row.firstName} ${row.lastName}`.trim();
}

/** The PostgreSQL error code of a failed query, whichever driver or wrapper raised it. */
export function pgErrorCode(error: unknown): string | undefined {
  let e: unknown = error;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Runs a write and turns a unique-constraint violation into 409 with `message`. */
export async function uniqueOr409<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error) === '23505') throw conflict(message);
    throw error;
  }
}

export const pageOf = (input: { pageNumber: number; pageSize: number }) => ({
  limit: input.pageSize,
  offset: (input.pageNumber - 1) * input.pageSize,
});

export const fullName = (first: string | null, last: string | null) =>
  first === null && last === null ? null : `${first ?? ''} ${last ?? ''}`.trim();

/** `{ data, totalRecords, totalPages }`: the one shape every paged list answers with. */
export const pageResult = <T>(data: T[], totalRecords: number, pageSize: number) => ({
  data,
  totalRecords,
  totalPages: Math.max(1, Math.ceil(totalRecords / pageSize)),
});

/**
 * ORDER BY for a list call's `sortBy`/`sortOrder`, against the columns the list allows; always ends with the
 * fallback (a unique column last), so equal values page in a stable order.
 */
export function orderOf<K extends string>(
  input: { sortBy?: K; sortOrder?: 'asc' | 'desc' },
  columns: Record<K, AnyColumn | SQL>,
  fallback: SQL[],
): SQL[] {
  if (!input.sortBy) return fallback;
  const column = columns[input.sortBy];
  return [input.sortOrder === 'asc' ? asc(column) : desc(column), ...fallback];
}

/** Escapes a search term for ILIKE and wraps it in wildcards. */
export const likeTerm = (search: string) => `%${search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
