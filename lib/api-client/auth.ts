import type { RegisterInput } from '@/lib/schemas/auth';
import { apiFetch } from './http';

export type SignedInUser = { id: string; email: string; firstName: string; lastName: string; role: string; name: string };
type Reply = { success: boolean; message: string };

// POST /api/auth/register – the same 202 answer for new and known addresses; the account is created by the mailed link
export const registerAccount = (input: RegisterInput) =>
  apiFetch<Reply>('/api/auth/register', { method: 'POST', json: { ...input, domainName: window.location.origin } });

// POST /api/auth/verifyEmail – the token of the link mailed at sign-up
export const verifyEmail = (token: string) => apiFetch<SignedInUser>('/api/auth/verifyemail', { method: 'POST', json: { token } });

// POST /api/auth/signOutEverywhere – ends every session and token of the signed-in user, this one included
export const signOutEverywhere = () => apiFetch<Reply>('/api/auth/signouteverywhere', { method: 'POST' });
