'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Snackbars } from '@/components/ui/snackbar';
import { createQueryClient } from '@/lib/http/query-client';
import { OfflineProvider } from './offline/offline-context';
import { OfflineStatus } from './offline/offline-status';
import { SessionProvider, type DashboardSession } from './session-context';
import { SettingsProvider } from './settings/settings-context';

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
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider value={session}>
        <OfflineProvider>
          <SettingsProvider locale={locale} direction={direction}>
            {children}
            <OfflineStatus />
            <Snackbars dir={direction} />
          </SettingsProvider>
        </OfflineProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
