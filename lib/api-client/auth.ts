import type { RegisterInput } from '@/lib/schemas/auth';
import { apiFetch } from './http';

export type SignedInUser = { id: string; email: string; firstName: string; lastName: string; role: string; name: string };

export const registerAccount = (input: RegisterInput) =>
  apiFetch<SignedInUser>('/api/auth/register', { method: 'POST', json: { ...input, domainName: window.location.origin } });
