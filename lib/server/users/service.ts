import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isAdmin, isSuperAdmin } from '@/lib/roles';
import type { CreateUserInput, DeleteUserInput, UpdateUserInput } from '@/lib/users/schemas';
import type { Actor } from '@/lib/server/auth/actor';
import { hashPassword } from '@/lib/server/auth/password';
import { assertAcceptablePassword } from '@/lib/server/auth/password-policy';
import type { Db } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { badRequest, conflict, forbidden, notFound } from '@/lib/server/http/errors';
import { assertNewReferencesAllowed, assertReferenceAllowed } from '@/lib/server/storage/references';
import { assertSameCompany, pgErrorCode, uniqueOr409 } from '@/lib/server/auth/access';
import { changesBetween, recordAudit } from '@/lib/server/audit/service';
import { toPublicUser, type UserRow } from './queries';

// The office's writes to users: create, update and delete, each with its audit entry in the same transaction, so the
// trail never shows a change that was rolled back or misses one that was kept.

const DUPLICATE_EMAIL = 'An account with this email already exists';

/** Finds the company a Super Administrator names by id or code; 400 when it does not exist. */
async function companyFromInput(db: Db, input: { companyId?: string | null; companyCodeNumber?: string | null }) {
  if (!input.companyId && !input.companyCodeNumber) return undefined;
  const [row] = await db
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(input.companyId ? eq(companies.id, input.companyId) : eq(companies.code, input.companyCodeNumber!))
    .limit(1);
  if (!row) throw badRequest('Unknown company', { companyId: ['Unknown company'] });
  return row;
}

async function assertEmailFree(db: Db, email: string, exceptId?: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  if (row && row.id !== exceptId) throw conflict(DUPLICATE_EMAIL);
}

type FileFields = { profilePhotoPath?: string | null; certificates?: string[] };

/** Profile photo and certificates a caller stores on `target` must be files the caller may read, of the right kind. */
async function assertFileFields(
  db: Db,
  actor: Actor,
  input: FileFields,
  target: { companyId: string | null; profilePhotoPath?: string | null; certificates?: string[] },
) {
  if (input.profilePhotoPath && input.profilePhotoPath !== target.profilePhotoPath) {
    await assertReferenceAllowed(db, actor, input.profilePhotoPath, 'profilePhotoPath', {
      kinds: ['profile'],
      companyId: target.companyId,
      allowExternal: true,
    });
  }
  if (input.certificates) {
    await assertNewReferencesAllowed(db, actor, input.certificates, target.certificates ?? [], 'certificates', {
      kinds: ['certificate'],
      companyId: target.companyId,
    });
  }
}

const userSummary = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email' | 'role'>) =>
  `${u.firstName} ${u.lastName} (${u.email}), ${u.role}`;

/**
 * Creates a user. Administrators create Cleaners, Clients and Administrators of their own company only;
 * Super Administrators create anyone anywhere. Without a password the person sets one through "forgot password".
 */
export async function createUser(db: Db, actor: Actor, input: CreateUserInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  if (input.role === 'Super Administrator' && !isSuperAdmin(actor.role))
    throw forbidden('Only a Super Administrator can create a Super Administrator');
  const named = await companyFromInput(db, input);
  let companyId: string | null;
  if (isSuperAdmin(actor.role)) {
    companyId = named?.id ?? null;
    if (!companyId && input.role !== 'Super Administrator')
      throw badRequest('Choose a company', { companyId: ['Choose a company'] });
  } else {
    if (named && named.id !== actor.companyId) throw forbidden();
    companyId = actor.companyId;
  }
  const email = input.email.trim().toLowerCase();
  if (input.password) assertAcceptablePassword(input.password, [email, input.firstName, input.lastName]);
  await assertEmailFree(db, email);
  await assertFileFields(db, actor, input, { companyId });
  const passwordHash = await hashPassword(input.password ?? randomBytes(32).toString('base64url'));
  const user = await db.transaction(async (tx) => {
    const [created] = await uniqueOr409(DUPLICATE_EMAIL, () =>
      tx
        .insert(users)
        .values({
          email,
          passwordHash,
          companyId,
          firstName: input.firstName,
          lastName: input.lastName,
          role: input.role,
          status: input.status,
          phoneNumber: input.phoneNumber ?? null,
          address: input.address ?? null,
          city: input.city ?? null,
          state: input.state ?? null,
          country: input.country ?? null,
          zipCode: input.zipCode ?? null,
          profilePhotoPath: input.profilePhotoPath ?? null,
          certificates: input.certificates ?? [],
        })
        .returning(),
    );
    await recordAudit(tx, actor, {
      companyId,
      action: 'create',
      entityType: 'user',
      entityId: created!.id,
      summary: `Created ${userSummary(created!)}`,
      changes: changesBetween(null, {
        email,
        role: created!.role,
        status: created!.status,
        companyId,
        firstName: created!.firstName,
        lastName: created!.lastName,
      }),
    });
    return created!;
  });
  const [company] = companyId
    ? await db.select({ code: companies.code }).from(companies).where(eq(companies.id, companyId))
    : [];
  return toPublicUser(user, company?.code);
}

/**
 * Updates a user. Anyone may edit their own profile fields, never their own role, status or company;
 * Administrators edit users of their own company (never making anyone a Super Administrator or moving them out);
 * Super Administrators edit anyone. A ban (or any status but active), a new role or a new company ends every
 * session and token the user had, at once.
 */
export async function updateUser(db: Db, actor: Actor, input: UpdateUserInput) {
  const self = actor.id === input.id;
  if (!self && !isAdmin(actor.role)) throw forbidden();
  const [target] = await db.select().from(users).where(eq(users.id, input.id)).limit(1);
  if (!target) throw notFound('Failed to fetch user by ID');
  if (!self) assertSameCompany(actor, target.companyId);
  if (input.role && input.role !== target.role) {
    if (self) throw forbidden('You cannot change your own role');
    if (input.role === 'Super Administrator' && !isSuperAdmin(actor.role))
      throw forbidden('Only a Super Administrator can grant that role');
  }
  if (input.status && input.status !== target.status && self) throw forbidden('You cannot change your own status');
  const named = await companyFromInput(db, input);
  if (named && named.id !== target.companyId && (self || !isSuperAdmin(actor.role)))
    throw forbidden('You cannot move this user to another company');
  const email = input.email?.trim().toLowerCase();
  if (email && email !== target.email.toLowerCase()) await assertEmailFree(db, email, target.id);
  await assertFileFields(db, actor, input, target);
  const { id: _id, companyCodeNumber: _code, companyId: _company, email: _email, ...fields } = input;
  void _id;
  void _code;
  void _company;
  void _email;
  const values = { ...fields, ...(email ? { email } : {}), ...(named ? { companyId: named.id } : {}) };
  const endsSessions =
    (input.status !== undefined && input.status !== target.status && input.status !== 'active') ||
    (input.role !== undefined && input.role !== target.role) ||
    (named !== undefined && named.id !== target.companyId);
  const user = await db.transaction(async (tx) => {
    const [updated] = await uniqueOr409(DUPLICATE_EMAIL, () =>
      tx
        .update(users)
        .set({
          ...values,
          ...(endsSessions ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
          updatedAt: new Date(),
        })
        .where(eq(users.id, target.id))
        .returning(),
    );
    const changes = changesBetween(target, values);
    if (Object.keys(changes).length) {
      await recordAudit(tx, actor, {
        companyId: updated!.companyId,
        action: 'update',
        entityType: 'user',
        entityId: target.id,
        summary: `${self ? 'Updated own profile' : 'Updated'} ${userSummary(updated!)}`,
        changes,
      });
    }
    return updated!;
  });
  const [company] = user.companyId
    ? await db.select({ code: companies.code }).from(companies).where(eq(companies.id, user.companyId))
    : [];
  return toPublicUser(user, company?.code);
}

/** Deletes a user of the actor's company (any for a Super Administrator); never yourself. */
export async function deleteUser(db: Db, actor: Actor, input: DeleteUserInput) {
  if (!isAdmin(actor.role)) throw forbidden();
  if (input.id === actor.id) throw forbidden('You cannot delete your own account');
  const [target] = await db.select().from(users).where(eq(users.id, input.id)).limit(1);
  if (!target) throw notFound('Failed to fetch user by ID');
  assertSameCompany(actor, target.companyId);
  if (target.role === 'Super Administrator' && !isSuperAdmin(actor.role)) throw forbidden();
  if (input.role && input.role !== target.role)
    throw badRequest('The role does not match this user', { role: ['The role does not match this user'] });
  try {
    await db.transaction(async (tx) => {
      await tx.delete(users).where(eq(users.id, target.id));
      await recordAudit(tx, actor, {
        companyId: target.companyId,
        action: 'delete',
        entityType: 'user',
        entityId: target.id,
        summary: `Deleted ${userSummary(target)}`,
        changes: changesBetween(
          { email: target.email, role: target.role, status: target.status },
          { email: null, role: null, status: null },
        ),
      });
    });
  } catch (error) {
    if (pgErrorCode(error) === '23503')
      throw conflict('This user still has records that depend on them; ban the account instead');
    throw error;
  }
  return { success: true, id: target.id };
}
