import 'server-only';
import { loginSchema, registerSchema, verifyEmailSchema } from '@/lib/schemas/auth';
import { newsletterSchema } from '@/lib/schemas/newsletter';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from '@/lib/schemas/password';
import * as api from '@/lib/api/endpoints/auth';
import { serverHalf } from './define';

export const auth = serverHalf(api, 'Auth', {
  login: {
    access: 'public',
    body: loginSchema,
    summary:
      'Exchange email and password for a bearer access token and the user; 429 with Retry-After while sign-in is throttled',
  },
  register: {
    access: 'public',
    body: registerSchema,
    success: 202,
    summary:
      'Public sign-up: 202 with the same answer for new and known addresses; a mailed link creates the account (always a Client)',
  },
  verifyEmail: {
    contract: '/api/auth/verifyEmail',
    access: 'public',
    body: verifyEmailSchema,
    success: 201,
    summary:
      'Open the link mailed at sign-up: creates the Client account once; 201 with the user, 400 when invalid, used or expired',
  },
  signOutEverywhere: {
    contract: '/api/auth/signOutEverywhere',
    access: 'signed-in',
    summary: 'End every session and bearer token of the caller, this one included (the session cookie is cleared)',
  },
  sessionEnded: {
    contract: '/api/auth/sessionEnded',
    access: 'public',
    success: 303,
    summary: 'Drops a session cookie that no longer counts and redirects (303) to sign-in with a same-site returnTo',
  },
  newsletterSignUp: {
    contract: '/api/Auth/emailSubcription',
    access: 'public',
    query: newsletterSchema,
    tag: 'Newsletter',
    summary: "Newsletter sign-up, no body: { message } ('Subscribed successfully!' or 'You are already subscribed.')",
  },
  forgotPassword: {
    contract: '/api/auth/forgotPassword',
    access: 'public',
    body: forgotPasswordSchema,
    summary: 'Mail a single-use, one-hour reset link; always 200 (no account enumeration)',
  },
  resetPassword: {
    contract: '/api/auth/resetPassword',
    access: 'public',
    body: resetPasswordSchema,
    summary: "Choose a new password with the emailed token (spaces read as '+'); 400 when invalid, used or expired",
  },
  changePassword: {
    contract: '/api/auth/changePassword',
    access: 'signed-in',
    body: changePasswordSchema,
    summary:
      'Change your own password (current password checked); ends every other session and token and answers a fresh accessToken',
  },
});
