import type { ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput } from '@/lib/auth/password-schemas';
import { call } from '@/lib/http/client';

// SPEC §8: forgot/reset/change-password failures are logged and re-thrown to the caller.
async function logged<T>(what: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`[auth] ${what} failed`, error);
    throw error;
  }
}

// email and the reset-password page of this site
export const forgotPassword = (input: ForgotPasswordInput) =>
  logged('forgotPassword', call('POST /api/auth/forgotPassword', { json: input }));

// spaces in the token are turned back into '+' before sending (SPEC §5)
export const resetPassword = (input: ResetPasswordInput) =>
  logged(
    'resetPassword',
    call('POST /api/auth/resetPassword', { json: { ...input, token: input.token.replace(/ /g, '+') } }),
  );

// the signed-in user's own password
export const changePassword = (input: ChangePasswordInput) =>
  logged('changePassword', call('POST /api/auth/changePassword', { json: input }));
