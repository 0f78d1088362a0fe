import 'server-only';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { isAdmin, isSuperAdmin, USER_STATUSES, type UserStatus } from '@/lib/roles';
import type { ListUsersInput } from '@/lib/users/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import type { Db } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { forbidden, notFound } from '@/lib/server/http/errors';
import { companyFilter, likeTerm, orderOf, pageOf, pageResult } from '@/lib/server/auth/access';

// Reading users: one user and the list, each scoped to who may see them. `toPublicUser` is the one shape a user leaves
// the server in, so the writes (service.ts) and sign-in (auth/accounts.ts) answer with it too and never leak a
// password hash or session counter.

export type UserRow = typeof users.$inferSelect;

/** The user as the API returns it: never any password field or session bookkeeping. */
export function toPublicUser(user: UserRow, companyCode?: string | null) {
  const { passwordHash: _omit, sessionVersion: _version, ...rest } = user;
  void _omit;
  void _version;
  return {
    ...rest,
    name: `${user.firstName} ${user.lastName}`.trim(),
    companyCodeNumber: companyCode ?? null,
  };
}

export async function findWithCompany(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ user: users, companyCode: companies.code })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(1);
  return row;
}

/**
 * Reads one user. Everyone may read themselves; Administrators read users of their own company;
 * Super Administrators read anyone. Cleaners and Clients get 403 for anyone else.
 */
export async function getUserById(db: Db, actor: Actor, id: string) {
  if (actor.id !== id && !isAdmin(actor.role)) throw forbidden();
  const row = await findWithCompany(db, eq(users.id, id));
  if (!row) throw notFound('Failed to fetch user by ID');
  if (actor.id !== id && !isSuperAdmin(actor.role) && row.user.companyId !== actor.companyId) throw forbidden();
  return toPublicUser(row.user, row.companyCode);
}

/**
 * Users of the actor's company (every company for a Super Administrator), newest first unless sorted:
 * `{ data, totalRecords, totalPages, counts }`, where `counts` has the number per status for the other filters
 * (the list screen's status tabs).
 */
export async function listUsers(db: Db, actor: Actor, input: ListUsersInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const where: (SQL | undefined)[] = [companyFilter(actor, users.companyId)];
  if (input.companyId) where.push(eq(users.companyId, input.companyId));
  if (input.role) where.push(eq(users.role, input.role));
  if (input.search) {
    const term = likeTerm(input.search);
    where.push(
      or(
        ilike(users.firstName, term),
        ilike(users.lastName, term),
        ilike(users.email, term),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, term),
      ),
    );
  }
  const withoutStatus = and(...where);
  const filter = input.status ? and(withoutStatus, eq(users.status, input.status)) : withoutStatus;
  const { limit, offset } = pageOf(input);
  const order = orderOf(
    input,
    {
      name: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
      role: users.role,
      status: users.status,
      createdAt: users.createdAt,
    },
    [desc(users.createdAt), desc(users.id)],
  );
  const [rows, byStatus] = await Promise.all([
    db
      .select({ user: users, companyCode: companies.code })
      .from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(filter)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ status: users.status, value: count() }).from(users).where(withoutStatus).groupBy(users.status),
  ]);
  const counts = Object.fromEntries(
    USER_STATUSES.map((s) => [s, byStatus.find((r) => r.status === s)?.value ?? 0]),
  ) as Record<UserStatus, number>;
  const all = byStatus.reduce((sum, r) => sum + r.value, 0);
  const totalRecords = input.status ? counts[input.status] : all;
  return {
    ...pageResult(
      rows.map((r) => toPublicUser(r.user, r.companyCode)),
      totalRecords,
      input.pageSize,
    ),
    counts: { all, ...counts },
  };
}
