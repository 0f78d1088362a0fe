import { z } from 'zod';
import { passwordSchema } from './schemas';

const email = z
  .string('Email is required')
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254)
  .pipe(z.email('Invalid email'));

/** POST /api/auth/forgotPassword. */
export const forgotPasswordSchema = z.object({
  email,
  /** The reset-password page of the calling site; used only when it is on this site's origin. */
  resetPasswordUrl: z.string().trim().max(500).optional(),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** POST /api/auth/resetPassword. A token read from a URL may carry spaces where it had '+'; the server mends that. */
export const resetPasswordSchema = z
  .object({
    email,
    password: passwordSchema,
    confirmPassword: z.string('Confirm your password').min(1, 'Confirm your password').max(200),
    // Spaces become '+' again before anything else, so a '+' at the start of a token survives the trim.
    token: z
      .string('The reset link is incomplete')
      .max(500)
      .transform((t) => t.replace(/ /g, '+').trim())
      .pipe(z.string().min(1, 'The reset link is incomplete')),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

/** The reset-password screen's form (email and token come from the link). */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string().min(1, 'Confirm your password').max(200) })
  .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** POST /api/auth/changePassword. */
export const changePasswordSchema = z.object({
  currentPassword: z.string('Current password is required').min(1, 'Current password is required').max(200),
  email,
  newPassword: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The change-password screen's form: the email comes from the session. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: passwordSchema,
    confirmPassword: z.string('Confirm your password').min(1, 'Confirm your password').max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'Passwords do not match' });
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;
