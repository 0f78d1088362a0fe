import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentAttemptsScreen } from '@/components/dashboard/payments/payment-attempts-screen';
import { renderDashboard } from './render';

const address = vi.hoisted(() => ({ query: '' }));
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), back: vi.fn() }),
  usePathname: () => '/dashboard/invoice/payments',
  useSearchParams: () => new URLSearchParams(address.query),
}));

const asked: URLSearchParams[] = [];
const server = setupServer(
  http.get('*/api/payment/attempts', ({ request }) => {
    asked.push(new URL(request.url).searchParams);
    return HttpResponse.json({ data: [], totalRecords: 0, totalPages: 0 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
});
afterAll(() => server.close());

describe('PaymentAttemptsScreen with no attempts', () => {
  it('says there are none yet when no filter or search is set', async () => {
    address.query = '';
    renderDashboard(<PaymentAttemptsScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('No payment attempts yet');
    expect(screen.queryByText(/match these filters/)).not.toBeInTheDocument();
  });

  it.each([
    ['an outcome tab', 'status=failed'],
    ['a provider', 'provider=stripe'],
    ['a date', 'from=2026-11-01'],
    ['a search', 'search=zzqx'],
  ])('says nothing matches when %s is set', async (_, query) => {
    address.query = query;
    renderDashboard(<PaymentAttemptsScreen />);
    expect(await screen.findByRole('status')).toHaveTextContent('No payment attempts match these filters');
    expect(asked.at(-1)?.toString()).toContain(query);
  });
});
