import { loginSchema, registerSchema, verifyEmailSchema } from '@/lib/schemas/auth';
import { idQuerySchema } from '@/lib/schemas/common';
import type { Endpoint } from './types';

export const authEndpoints: Endpoint[] = [
  { method: 'POST', path: '/api/auth/login', tag: 'Auth', summary: 'Exchange email and password for a bearer access token and the user; 429 with Retry-After while sign-in is throttled', access: 'public', body: loginSchema },
  { method: 'POST', path: '/api/auth/register', tag: 'Auth', summary: 'Public sign-up: 202 with the same answer for new and known addresses; a mailed link creates the account (always a Client)', access: 'public', body: registerSchema, success: 202 },
  { method: 'POST', path: '/api/auth/verifyEmail', tag: 'Auth', summary: 'Open the link mailed at sign-up: creates the Client account once; 201 with the user, 400 when invalid, used or expired', access: 'public', body: verifyEmailSchema, success: 201 },
  { method: 'POST', path: '/api/auth/signOutEverywhere', tag: 'Auth', summary: "End every session and bearer token of the caller, this one included (the session cookie is cleared)", access: 'signed-in' },
  { method: 'GET', path: '/api/auth/sessionEnded', tag: 'Auth', summary: 'Drops a session cookie that no longer counts and redirects (303) to sign-in with a same-site returnTo', access: 'public', success: 303 },
  { method: 'GET', path: '/api/user/getUserById', tag: 'Users', summary: 'One user without any password field', access: 'signed-in', query: idQuerySchema },
];
