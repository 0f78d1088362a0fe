import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import type { ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput } from '@/lib/schemas/password';
import type { Actor } from '@/lib/server/auth/actor';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import type { Db } from '@/lib/server/db/client';
import { passwordResetTokens, users } from '@/lib/server/db/schema';
import { badRequest, forbidden, unauthorized } from '@/lib/server/http/errors';
import { enqueueMail, kickOutbox } from '@/lib/server/mail';

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
 * (SITE_URL, else the request's origin), so the mail can never send a token to somebody else's site.
 */
export function resetPageUrl(requested: string | undefined, requestOrigin: string): URL {
  const origin = env().SITE_URL ? new URL(env().SITE_URL!).origin : requestOrigin;
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
export async function requestPasswordReset(db: Db, input: ForgotPasswordInput, requestOrigin: string) {
  const [user] = await db.select({ id: users.id, email: users.email, firstName: users.firstName, status: users.status })
    .from(users).where(byEmail(input.email)).limit(1);
  if (!user || user.status !== 'active') return FORGOT_PASSWORD_REPLY;
  // Standard base64 on purpose: it contains '+', which some mail clients turn into a space (SPEC §5).
  const token = randomBytes(32).toString('base64');
  const link = resetPageUrl(input.resetPasswordUrl, requestOrigin);
  link.searchParams.set('token', token);
  link.searchParams.set('email', user.email);
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)));
    await tx.insert(passwordResetTokens).values({ userId: user.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS) });
    await enqueueMail(tx, {
      to: user.email,
      subject: 'Choose a new password',
      text: `Dear ${user.firstName},\n\nSomeone (we hope you) asked to reset the password of your Brightside Cleaning account. ` +
        `Open this link within one hour to choose a new password:\n\n${link.toString()}\n\n` +
        'If you did not ask for this, ignore this email: your password stays as it is.\n\nBrightside Cleaning',
      category: 'password-reset',
      relatedId: user.id,
    });
  });
  kickOutbox(db);
  return FORGOT_PASSWORD_REPLY;
}

const invalidLink = () => badRequest('This reset link is invalid or has expired. Please ask for a new one.', { token: ['This reset link is invalid or has expired'] });

/** Sets a new password with a reset token: the token must match the email, be unused and unexpired; it is then spent. */
export async function resetPassword(db: Db, input: ResetPasswordInput) {
  const token = input.token.replace(/ /g, '+');
  const valid = and(eq(passwordResetTokens.tokenHash, hashToken(token)), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, new Date()));
  // Check the token before the (deliberately expensive) password hash, so bogus tokens cost next to nothing.
  const [candidate] = await db.select({ id: passwordResetTokens.id }).from(passwordResetTokens).where(valid).limit(1);
  if (!candidate) throw invalidLink();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: new Date() })
      .where(valid)
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw invalidLink();
    const [user] = await tx.select({ id: users.id }).from(users).where(and(eq(users.id, spent.userId), byEmail(input.email))).limit(1);
    if (!user) throw invalidLink();
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
  });
  return { success: true, message: 'Your password has been changed. You can now sign in.' };
}

/** Changes the signed-in user's own password after checking the current one (wrong current password: 400). */
export async function changePassword(db: Db, actor: Actor, input: ChangePasswordInput) {
  if (input.email.trim().toLowerCase() !== actor.email.trim().toLowerCase()) throw forbidden('You can only change your own password');
  const [user] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actor.id)).limit(1);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw badRequest('Please correct the highlighted fields', { currentPassword: ['Current password is incorrect'] });
  }
  await db.update(users).set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date() }).where(eq(users.id, actor.id));
  return { success: true, message: 'Your password has been changed.' };
}
