import type { RegisterInput } from '@/lib/auth/schemas';
import { call } from '@/lib/http/client';

export type SignedInUser = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  name: string;
};

// the same 202 answer for new and known addresses; the account is created by the mailed link
export const registerAccount = (input: RegisterInput) =>
  call('POST /api/auth/register', { json: { ...input, domainName: window.location.origin } });

// the token of the link mailed at sign-up
export const verifyEmail = (token: string) => call('POST /api/auth/verifyEmail', { json: { token } });

// ends every session and token of the signed-in user, this one included
export const signOutEverywhere = () => call('POST /api/auth/signOutEverywhere');
