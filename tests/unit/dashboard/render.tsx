import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement } from 'react';
import { SessionProvider, type DashboardSession } from '@/components/dashboard/session-context';
import en from '@/messages/en.json';

export const ADMIN_SESSION: DashboardSession = {
  user: {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Olivia Office',
    email: 'admin@example.co.uk',
    role: 'Administrator',
    profilePhotoPath: null,
    company: {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Brightside HQ',
      code: 'HQ',
      currencySymbol: '£',
      headOffice: true,
    },
  },
  expiresAt: null,
};

/** Renders a back-office component with what the dashboard layout provides: messages, a session, React Query. */
export function renderDashboard(ui: ReactElement, session: DashboardSession = ADMIN_SESSION) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en as Record<string, unknown>} timeZone="Europe/London">
        <SessionProvider value={session}>{ui}</SessionProvider>
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}
