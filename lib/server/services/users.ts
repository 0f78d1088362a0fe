import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import type { LoginInput, RegisterInput } from '@/lib/schemas/auth';
import type { Actor } from '@/lib/server/auth/actor';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import type { Db } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { conflict, forbidden, notFound, unauthorized } from '@/lib/server/http/errors';

type UserRow = typeof users.$inferSelect;

/** The user as the API returns it: never any password field. */
export function toPublicUser(user: UserRow, companyCode?: string | null) {
  const { passwordHash: _omit, ...rest } = user;
  void _omit;
  return {
    ...rest,
    name: `${user.firstName} ${user.lastName}`.trim(),
    companyCodeNumber: companyCode ?? null,
  };
}
export type PublicUser = ReturnType<typeof toPublicUser>;

async function findWithCompany(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ user: users, companyCode: companies.code })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(where)
    .limit(1);
  return row;
}

// A real hash, so that an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/** Checks credentials; throws 401 with one message whether the email or the password was wrong. */
export async function authenticate(db: Db, input: Pick<LoginInput, 'username' | 'password'>) {
  const row = await findWithCompany(db, eq(sql`lower(${users.email})`, input.username.trim().toLowerCase()));
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(input.password, row?.user.passwordHash ?? (await dummyHash));
  if (!row || !ok) throw unauthorized('Invalid email or password');
  if (row.user.status !== 'active') throw unauthorized('This account is not active. Please contact the office.');
  return toPublicUser(row.user, row.companyCode);
}

/** Public sign-up: always a Client of the head-office company, whatever role the caller sent. */
export async function registerClient(db: Db, input: RegisterInput) {
  const [company] = await db.select({ id: companies.id, code: companies.code }).from(companies)
    .where(eq(companies.code, HEAD_OFFICE_COMPANY_CODE)).limit(1);
  const email = input.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email)).limit(1);
  if (existing) throw conflict('An account with this email already exists');
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(input.password),
      firstName: input.firstName,
      lastName: input.lastName,
      role: 'Client',
      status: 'active',
      companyId: company?.id ?? null,
    })
    .returning();
  return toPublicUser(user!, company?.code);
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
