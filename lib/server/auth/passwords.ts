import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput } from '@/lib/auth/password-schemas';
import type { Actor } from '@/lib/server/auth/actor';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { assertAcceptablePassword } from '@/lib/server/auth/password-policy';
import type { Db } from '@/lib/server/db/client';
import { passwordResetTokens, users } from '@/lib/server/db/schema';
import { badRequest, forbidden, unauthorized } from '@/lib/server/http/errors';
import { BRAND } from '@/lib/brand';
import { enqueueMail, kickOutbox } from '@/lib/server/mail';
import { mailFormat } from '@/lib/server/mail/locale';
import { recordAudit } from '@/lib/server/audit/service';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_PAGE_PATH = '/auth/jwt/reset-password';
export const FORGOT_PASSWORD_REPLY = {
  success: true,
  message: 'If an account exists for this email, we have sent a link to choose a new password.',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/**
 * The reset page the link points at: the caller's `resetPasswordUrl` only when it is on this site's own origin
 * (`origin`: SITE_URL, see site-origin.ts), so the mail can never send a token to somebody else's site.
 */
export function resetPageUrl(requested: string | undefined, origin: string): URL {
  if (requested) {
    try {
      const url = new URL(requested, origin);
      if (url.origin === origin && /^https?:$/.test(url.protocol)) return new URL(url.pathname, origin);
    } catch {
      // Not a URL: fall through to the site's own page.
    }
  }
  return new URL(RESET_PAGE_PATH, origin);
}

/**
 * Mails a single-use link to choose a new password, valid for one hour; earlier unused links stop working.
 * Answers the same whether or not the account exists, so the form cannot be used to discover accounts.
 * Only a hash of the token is stored.
 */
export async function requestPasswordReset(db: Db, input: ForgotPasswordInput, origin: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      status: users.status,
      role: users.role,
      companyId: users.companyId,
      locale: users.locale,
    })
    .from(users)
    .where(byEmail(input.email))
    .limit(1);
  // A pending Client (an account an online booking created) may ask again for the link that activates it.
  const pendingClient = user?.status === 'pending' && user.role === 'Client';
  if (!user || (user.status !== 'active' && !pendingClient)) return FORGOT_PASSWORD_REPLY;
  // Standard base64 on purpose: it contains '+', which some mail clients turn into a space (SPEC §5).
  const token = randomBytes(32).toString('base64');
  const link = resetPageUrl(input.resetPasswordUrl, origin);
  link.searchParams.set('token', token);
  link.searchParams.set('email', user.email);
  const { t } = await mailFormat(user.locale);
  await db.transaction(async (tx) => {
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx
      .insert(passwordResetTokens)
      .values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await enqueueMail(tx, {
      to: user.email,
      subject: t('account.resetSubject'),
      text: [
        t('common.greeting', { name: user.firstName }),
        t('account.reset'),
        link.toString(),
        t('account.resetIgnore'),
        BRAND,
      ].join('\n\n'),
      category: 'password-reset',
      relatedId: user.id,
      companyId: user.companyId,
    });
  });
  kickOutbox(db);
  return FORGOT_PASSWORD_REPLY;
}

const invalidLink = () =>
  badRequest('This reset link is invalid or has expired. Please ask for a new one.', {
    token: ['This reset link is invalid or has expired'],
  });

/**
 * Sets a new password with a reset token: the token must match the email, be unused and unexpired; it is then spent.
 * Every session and token the user had ends (their session version moves on).
 */
export async function resetPassword(db: Db, input: ResetPasswordInput) {
  // `input.token` has its spaces turned back into '+' by resetPasswordSchema (a link's '+' may arrive as a space).
  const valid = and(
    eq(passwordResetTokens.tokenHash, hashToken(input.token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, new Date()),
  );
  // Check the token before the (deliberately expensive) password hash, so bogus tokens cost next to nothing.
  const [candidate] = await db
    .select({ id: passwordResetTokens.id, userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(valid)
    .limit(1);
  if (!candidate) throw invalidLink();
  const [owner] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, candidate.userId))
    .limit(1);
  assertAcceptablePassword(input.password, [input.email, owner?.firstName, owner?.lastName]);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(valid)
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw invalidLink();
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, spent.userId), byEmail(input.email)))
      .limit(1);
    if (!user) throw invalidLink();
    // A Client account created by an online booking is pending until its owner chooses a password from the
    // confirmation e-mail's link (issue 28): that proves the address, as sign-up's link does.
    const activate = user.status === 'pending' && user.role === 'Client';
    await tx
      .update(users)
      .set({
        passwordHash,
        sessionVersion: sql`${users.sessionVersion} + 1`,
        updatedAt: new Date(),
        ...(activate ? { status: 'active' as const } : {}),
      })
      .where(eq(users.id, user.id));
    await recordAudit(
      tx,
      { id: user.id, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email, role: user.role },
      {
        companyId: user.companyId,
        action: 'password-reset',
        entityType: 'user',
        entityId: user.id,
        summary: `${user.email} chose a new password with a reset link; every session ended`,
      },
    );
  });
  return { success: true, message: 'Your password has been changed. You can now sign in.' };
}

/**
 * Changes the signed-in user's own password after checking the current one (wrong current password: 400).
 * Every earlier session and token ends; the answer carries the new session version, for which the route issues
 * the caller a fresh token (and cookie), so only this device stays signed in.
 */
export async function changePassword(db: Db, actor: Actor, input: ChangePasswordInput) {
  if (input.email.trim().toLowerCase() !== actor.email.trim().toLowerCase())
    throw forbidden('You can only change your own password');
  const [user] = await db.select().from(users).where(eq(users.id, actor.id)).limit(1);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw badRequest('Please correct the highlighted fields', { currentPassword: ['Current password is incorrect'] });
  }
  assertAcceptablePassword(input.newPassword, [user.email, user.firstName, user.lastName], 'newPassword');
  const passwordHash = await hashPassword(input.newPassword);
  const sessionVersion = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, updatedAt: new Date() })
      .where(eq(users.id, actor.id))
      .returning({ sessionVersion: users.sessionVersion });
    await recordAudit(tx, actor, {
      companyId: actor.companyId,
      action: 'password-change',
      entityType: 'user',
      entityId: actor.id,
      summary: `${actor.name} (${actor.email}) changed their password; other sessions ended`,
    });
    return updated!.sessionVersion;
  });
  return { success: true, message: 'Your password has been changed.', sessionVersion };
}
