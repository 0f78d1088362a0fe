import type { RegisterInput } from '@/lib/schemas/auth';
import { call } from './http';
import * as auth from '@/lib/api/endpoints/auth';

export type SignedInUser = { id: string; email: string; firstName: string; lastName: string; role: string; name: string };

// POST /api/auth/register – the same 202 answer for new and known addresses; the account is created by the mailed link
export const registerAccount = (input: RegisterInput) =>
  call(auth.register, { json: { ...input, domainName: window.location.origin } });

// POST /api/auth/verifyEmail – the token of the link mailed at sign-up
export const verifyEmail = (token: string) => call(auth.verifyEmail, { json: { token } });

// POST /api/auth/signOutEverywhere – ends every session and token of the signed-in user, this one included
export const signOutEverywhere = () => call(auth.signOutEverywhere);
