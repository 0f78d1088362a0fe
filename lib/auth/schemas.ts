import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

export const loginSchema = z.object({
  username: z.string().trim().min(1, 'Email is required').max(254),
  password: z.string().min(1, 'Password is required').max(200),
  domainName: z.string().max(300).optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** ASVS asks for at least 12 characters (4.0.3 V2.1.1); common and breached passwords are refused by the server. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerSchema = z.object({
  email: z.email('Invalid email').max(254),
  password: passwordSchema,
  firstName: z.string().trim().min(1, 'First name is required').max(100),
  lastName: z.string().trim().min(1, 'Last name is required').max(100),
  /** Accepted for compatibility with the old client; public registration always creates a Client. */
  role: z.string().max(50).optional(),
  domainName: z.string().max(300).optional(),
  /** The sign-up page's language (the one the visitor chose on the site): the account's mails are written in it. */
  locale: z.enum(locales).optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** POST /api/auth/verifyEmail: the token of the link mailed at sign-up. */
export const verifyEmailSchema = z.object({
  token: z.string('The link is incomplete').trim().min(1, 'The link is incomplete').max(200),
});
export type VerifyEmailInput = z.infer<typeof verifyEmailSchema>;
