'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { SessionUser } from '@/lib/server/auth/session';

export type DashboardSession = { user: SessionUser; expiresAt: number | null };

const SessionContext = createContext<DashboardSession | null>(null);

export function SessionProvider({ value, children }: { value: DashboardSession; children: ReactNode }) {
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The signed-in user, as the back office's layout read it on the server. */
export function useSession(): DashboardSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside the dashboard layout');
  return value;
}
