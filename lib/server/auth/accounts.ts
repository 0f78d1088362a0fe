import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { BRAND, HEAD_OFFICE_COMPANY_CODE } from '@/lib/brand';
import type { LoginInput, RegisterInput } from '@/lib/auth/schemas';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from '@/lib/server/auth/login-throttle';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { assertAcceptablePassword } from '@/lib/server/auth/password-policy';
import type { Db } from '@/lib/server/db/client';
import { companies, pendingRegistrations, users } from '@/lib/server/db/schema';
import { badRequest, unauthorized } from '@/lib/server/http/errors';
import { enqueueMail, kickOutbox } from '@/lib/server/mail';
import { mailFormat } from '@/lib/server/mail/locale';
import { recordAudit, changesBetween } from '@/lib/server/audit/service';
import { findWithCompany, toPublicUser } from '@/lib/server/users/queries';

// Signing in and signing up: the account checks of the public auth calls (users.ts keeps the office's user management).

// A real hash, so that an unknown email costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Checks credentials from the caller's (trusted) `address`; throws 401 with one message whether the email or the
 * password was wrong, and 429 while sign-in is throttled for this account or address (login-throttle.ts).
 * Returns the user and the session version the new session or token must carry.
 */
export async function authenticate(db: Db, input: Pick<LoginInput, 'username' | 'password'>, address: string) {
  const email = input.username.trim().toLowerCase();
  await assertLoginAllowed(db, email, address);
  const row = await findWithCompany(db, eq(sql`lower(${users.email})`, email));
  dummyHash ??= hashPassword('not-a-real-password');
  const ok = await verifyPassword(input.password, row?.user.passwordHash ?? (await dummyHash));
  if (!row || !ok) {
    await recordLoginFailure(db, email, address);
    throw unauthorized('Invalid email or password');
  }
  await recordLoginSuccess(db, email, address);
  if (row.user.status !== 'active') throw unauthorized('This account is not active. Please contact the office.');
  return { user: toPublicUser(row.user, row.companyCode), sessionVersion: row.user.sessionVersion };
}

export const REGISTER_REPLY = {
  success: true,
  message: 'Thank you. We have sent you an email: open the link in it within 24 hours to finish creating your account.',
};
export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Public sign-up. Answers the same for every address (no account enumeration, ASVS 5.0 V6.3.8): a new address gets a
 * link that creates the account (always a Client of the head office, whatever role was sent) when opened; the owner
 * of an existing account gets a note saying someone tried to register with their address. Both cost one scrypt hash,
 * so the timing does not tell them apart either.
 */
export async function registerClient(db: Db, input: RegisterInput, origin: string) {
  const email = input.email.trim().toLowerCase();
  assertAcceptablePassword(input.password, [email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password);
  const [existing] = await db
    .select({ id: users.id, firstName: users.firstName, companyId: users.companyId, locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (existing) {
    const { t } = await mailFormat(existing.locale ?? input.locale);
    await enqueueMail(db, {
      to: email,
      subject: t('account.existingSubject'),
      text: [
        t('common.greeting', { name: existing.firstName }),
        t('account.existing'),
        t('account.existingSignIn', {
          login: `${origin}/auth/jwt/login`,
          forgot: `${origin}/auth/jwt/forgot-password`,
        }),
        t('account.existingIgnore'),
        BRAND,
      ].join('\n\n'),
      category: 'register-existing',
      relatedId: existing.id,
      companyId: existing.companyId,
    });
  } else {
    const token = randomBytes(32).toString('base64url');
    const link = new URL('/auth/jwt/verify-email', origin);
    link.searchParams.set('token', token);
    const { t } = await mailFormat(input.locale);
    await db.transaction(async (tx) => {
      await tx.delete(pendingRegistrations).where(eq(sql`lower(${pendingRegistrations.email})`, email));
      await tx.insert(pendingRegistrations).values({
        email,
        firstName: input.firstName,
        lastName: input.lastName,
        passwordHash,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS),
        locale: input.locale ?? null,
      });
      await enqueueMail(tx as unknown as Db, {
        to: email,
        subject: t('account.confirmSubject'),
        text: [
          t('common.greeting', { name: input.firstName }),
          t('account.confirm'),
          link.toString(),
          t('account.confirmIgnore'),
          BRAND,
        ].join('\n\n'),
        category: 'register-confirm',
      });
    });
  }
  kickOutbox(db);
  return REGISTER_REPLY;
}

const invalidRegistrationLink = () =>
  badRequest('This link is invalid or has expired. Please register again.', {
    token: ['This link is invalid or has expired'],
  });

/** Opens a registration link: creates the Client account (once) and answers the new user. */
export async function confirmRegistration(db: Db, token: string) {
  const [company] = await db
    .select({ id: companies.id, code: companies.code })
    .from(companies)
    .where(eq(companies.code, HEAD_OFFICE_COMPANY_CODE))
    .limit(1);
  const user = await db.transaction(async (tx) => {
    const [pending] = await tx
      .delete(pendingRegistrations)
      .where(
        and(
          eq(pendingRegistrations.tokenHash, hashToken(token.trim())),
          gt(pendingRegistrations.expiresAt, new Date()),
        ),
      )
      .returning();
    if (!pending) throw invalidRegistrationLink();
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, pending.email))
      .limit(1);
    if (taken) throw invalidRegistrationLink();
    const [created] = await tx
      .insert(users)
      .values({
        email: pending.email,
        passwordHash: pending.passwordHash,
        firstName: pending.firstName,
        lastName: pending.lastName,
        role: 'Client',
        status: 'active',
        companyId: company?.id ?? null,
        locale: pending.locale,
      })
      .returning();
    await recordAudit(
      tx,
      { system: 'Self-registration' },
      {
        companyId: created!.companyId,
        action: 'create',
        entityType: 'user',
        entityId: created!.id,
        summary: `${created!.firstName} ${created!.lastName} (${created!.email}) registered as a Client`,
        changes: changesBetween(null, { email: created!.email, role: 'Client', status: 'active' }),
      },
    );
    return created!;
  });
  return toPublicUser(user, company?.code);
}
