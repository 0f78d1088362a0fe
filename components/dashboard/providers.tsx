'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import dynamic from 'next/dynamic';
import { useState, type ReactNode } from 'react';
import { Snackbars } from '@/components/ui/snackbar';
import { createQueryClient } from '@/lib/http/query-client';
import { ForgetOffline } from './offline/forget-offline';
import { SessionProvider, type DashboardSession } from './session-context';
import { SettingsProvider } from './settings/settings-context';

// The offline app (queue, IndexedDB, sync, worker; issue 39) is a Cleaner's only: its code is a chunk of its own,
// rendered on the server and preloaded with the page for a Cleaner, so their screens have it from the first render,
// and never downloaded by any other role.
const CleanerOffline = dynamic(() => import('./offline/cleaner-offline').then((m) => m.CleanerOffline));

export function DashboardProviders({
  session,
  locale,
  direction,
  children,
}: {
  session: DashboardSession;
  locale: string;
  direction: 'ltr' | 'rtl';
  children: ReactNode;
}) {
  // A Cleaner's reads are tried even with no signal: the offline worker answers them from its cache (issue 39).
  const [queryClient] = useState(() => createQueryClient({ offlineFirst: session.user.role === 'Cleaner' }));
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider value={session}>
        <SettingsProvider locale={locale} direction={direction}>
          {session.user.role === 'Cleaner' ? (
            <CleanerOffline userId={session.user.id}>{children}</CleanerOffline>
          ) : (
            <>
              {children}
              <ForgetOffline />
            </>
          )}
          <Snackbars dir={direction} />
        </SettingsProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
