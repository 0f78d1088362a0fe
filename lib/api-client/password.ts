import type { ChangePasswordInput, ForgotPasswordInput, ResetPasswordInput } from '@/lib/schemas/password';
import { apiFetch } from './http';

type Reply = { success: boolean; message: string };

// SPEC §8: forgot/reset/change-password failures are logged and re-thrown to the caller.
async function logged<T>(what: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    console.error(`[auth] ${what} failed`, error);
    throw error;
  }
}

// POST /api/auth/forgotPassword – email and the reset-password page of this site
export const forgotPassword = (input: ForgotPasswordInput) =>
  logged('forgotPassword', apiFetch<Reply>('/api/auth/forgotpassword', { method: 'POST', json: input }));

// POST /api/auth/resetPassword – spaces in the token are turned back into '+' before sending (SPEC §5)
export const resetPassword = (input: ResetPasswordInput) =>
  logged('resetPassword', apiFetch<Reply>('/api/auth/resetpassword', { method: 'POST', json: { ...input, token: input.token.replace(/ /g, '+') } }));

// POST /api/auth/changePassword – the signed-in user's own password
export const changePassword = (input: ChangePasswordInput) =>
  logged('changePassword', apiFetch<Reply>('/api/auth/changepassword', { method: 'POST', json: input }));
