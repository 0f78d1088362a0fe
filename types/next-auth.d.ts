/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation only merges interfaces */
import type { DefaultSession } from 'next-auth';
import type { Role } from '@/lib/roles';

declare module 'next-auth' {
  interface Session {
    user: DefaultSession['user'] & { id: string; role: Role; companyId: string | null };
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    role?: Role;
    companyId?: string | null;
    /** The user's session version at sign-in; see users.sessionVersion. */
    sv?: number;
  }
}
