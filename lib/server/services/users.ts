import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import type { LoginInput, RegisterInput } from '@/lib/schemas/auth';
import type { CreateUserInput, DeleteUserInput, ListUsersInput, UpdateUserInput } from '@/lib/schemas/user';
import type { Actor } from '@/lib/server/auth/actor';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import type { Db } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '@/lib/server/http/errors';
import { assertSameCompany, companyFilter, pageOf, pgErrorCode, uniqueOr409 } from './access';

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

const DUPLICATE_EMAIL = 'An account with this email already exists';

/** Users of the actor's company (every company for a Super Administrator), newest first: `{ data, totalRecords }`. */
export async function listUsers(db: Db, actor: Actor, input: ListUsersInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  const where: (SQL | undefined)[] = [companyFilter(actor, users.companyId)];
  if (input.companyId) where.push(eq(users.companyId, input.companyId));
  if (input.role) where.push(eq(users.role, input.role));
  if (input.status) where.push(eq(users.status, input.status));
  if (input.search) {
    const term = `%${input.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(users.firstName, term), ilike(users.lastName, term), ilike(users.email, term)));
  }
  const filter = and(...where);
  const { limit, offset } = pageOf(input);
  const [rows, [total]] = await Promise.all([
    db.select({ user: users, companyCode: companies.code }).from(users)
      .leftJoin(companies, eq(companies.id, users.companyId))
      .where(filter).orderBy(desc(users.createdAt), desc(users.id)).limit(limit).offset(offset),
    db.select({ value: count() }).from(users).where(filter),
  ]);
  return { data: rows.map((r) => toPublicUser(r.user, r.companyCode)), totalRecords: total?.value ?? 0 };
}

/** Finds the company a Super Administrator names by id or code; 400 when it does not exist. */
async function companyFromInput(db: Db, input: { companyId?: string | null; companyCodeNumber?: string | null }) {
  if (!input.companyId && !input.companyCodeNumber) return undefined;
  const [row] = await db.select({ id: companies.id, code: companies.code }).from(companies)
    .where(input.companyId ? eq(companies.id, input.companyId) : eq(companies.code, input.companyCodeNumber!)).limit(1);
  if (!row) throw badRequest('Unknown company', { companyId: ['Unknown company'] });
  return row;
}

async function assertEmailFree(db: Db, email: string, exceptId?: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  if (row && row.id !== exceptId) throw conflict(DUPLICATE_EMAIL);
}

/**
 * Creates a user. Administrators create Cleaners, Clients and Administrators of their own company only;
 * Super Administrators create anyone anywhere. Without a password the person sets one through "forgot password".
 */
export async function createUser(db: Db, actor: Actor, input: CreateUserInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  if (input.role === 'Super Administrator' && !isSuperAdmin(actor.role)) throw forbidden('Only a Super Administrator can create a Super Administrator');
  const named = await companyFromInput(db, input);
  let companyId: string | null;
  if (isSuperAdmin(actor.role)) {
    companyId = named?.id ?? null;
    if (!companyId && input.role !== 'Super Administrator') throw badRequest('Choose a company', { companyId: ['Choose a company'] });
  } else {
    if (named && named.id !== actor.companyId) throw forbidden();
    companyId = actor.companyId;
  }
  const email = input.email.trim().toLowerCase();
  await assertEmailFree(db, email);
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  const [user] = await uniqueOr409(DUPLICATE_EMAIL, () =>
    db.insert(users).values({
      email, passwordHash, companyId,
      firstName: input.firstName, lastName: input.lastName, role: input.role, status: input.status,
      phoneNumber: input.phoneNumber ?? null, address: input.address ?? null, city: input.city ?? null,
      state: input.state ?? null, country: input.country ?? null, zipCode: input.zipCode ?? null,
      profilePhotoPath: input.profilePhotoPath ?? null, certificates: input.certificates ?? [],
    }).returning(),
  );
  const [company] = companyId ? await db.select({ code: companies.code }).from(companies).where(eq(companies.id, companyId)) : [];
  return toPublicUser(user!, company?.code);
}

/**
 * Updates a user. Anyone may edit their own profile fields, never their own role, status or company;
 * Administrators edit users of their own company (never making anyone a Super Administrator or moving them out);
 * Super Administrators edit anyone.
 */
export async function updateUser(db: Db, actor: Actor, input: UpdateUserInput) {
  const self = actor.id === input.id;
  if (!self && !isAdmin(actor.role)) throw forbidden();
  const [target] = await db.select().from(users).where(eq(users.id, input.id)).limit(1);
  if (!target) throw notFound('Failed to fetch user by ID');
  if (!self) assertSameCompany(actor, target.companyId);
  if (input.role && input.role !== target.role) {
    if (self) throw forbidden('You cannot change your own role');
    if (input.role === 'Super Administrator' && !isSuperAdmin(actor.role)) throw forbidden('Only a Super Administrator can grant that role');
  }
  if (input.status && input.status !== target.status && self) throw forbidden('You cannot change your own status');
  const named = await companyFromInput(db, input);
  if (named && named.id !== target.companyId && (self || !isSuperAdmin(actor.role))) throw forbidden('You cannot move this user to another company');
  const email = input.email?.trim().toLowerCase();
  if (email && email !== target.email.toLowerCase()) await assertEmailFree(db, email, target.id);
  const { id: _id, companyCodeNumber: _code, companyId: _company, email: _email, ...fields } = input;
  void _id; void _code; void _company; void _email;
  const [user] = await uniqueOr409(DUPLICATE_EMAIL, () =>
    db.update(users)
      .set({ ...fields, ...(email ? { email } : {}), ...(named ? { companyId: named.id } : {}), updatedAt: new Date() })
      .where(eq(users.id, target.id)).returning(),
  );
  const [company] = user!.companyId ? await db.select({ code: companies.code }).from(companies).where(eq(companies.id, user!.companyId)) : [];
  return toPublicUser(user!, company?.code);
}

/** Deletes a user of the actor's company (any for a Super Administrator); never yourself. */
export async function deleteUser(db: Db, actor: Actor, input: DeleteUserInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  if (input.id === actor.id) throw forbidden('You cannot delete your own account');
  const [target] = await db.select({ id: users.id, role: users.role, companyId: users.companyId }).from(users).where(eq(users.id, input.id)).limit(1);
  if (!target) throw notFound('Failed to fetch user by ID');
  assertSameCompany(actor, target.companyId);
  if (input.role && input.role !== target.role) throw badRequest('The role does not match this user', { role: ['The role does not match this user'] });
  try {
    await db.delete(users).where(eq(users.id, target.id));
  } catch (error) {
    if (pgErrorCode(error) === '23503') throw conflict('This user still has records that depend on them; ban the account instead');
    throw error;
  }
  return { success: true, id: target.id };
}

/** Whether the actor may see a file a user holds (their own, or any user's in the actor's company for admins). */
export async function findUserFileOwner(db: Db, actor: Actor, dbPath: string) {
  const [owner] = await db.select({ id: users.id, companyId: users.companyId, photo: users.profilePhotoPath }).from(users)
    .where(or(eq(users.profilePhotoPath, dbPath), sql`${dbPath} = any(${users.certificates})`)).limit(1);
  if (!owner) throw notFound('File not found');
  if (owner.id !== actor.id) {
    if (!isAdmin(actor.role)) throw forbidden();
    assertSameCompany(actor, owner.companyId);
  }
  return owner;
}
