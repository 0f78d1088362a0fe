import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RotaEditScreen } from '@/components/dashboard/rota/rota-form';
import { renderDashboard } from './render';

const CLEANER_ID = '66666666-6666-4666-8666-666666666666';
vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), back: vi.fn(), replace: vi.fn() }),
  usePathname: () => '/dashboard/rota/new',
  useSearchParams: () => new URLSearchParams({ cleanerId: CLEANER_ID, date: '2026-11-23' }),
}));
vi.mock('@/components/ui/snackbar', () => ({
  snackbar: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  Snackbars: () => null,
}));

const JOB_ID = '77777777-7777-4777-8777-777777777777';
const server = setupServer(
  http.post('*/api/user/users', async () => {
    await new Promise((r) => setTimeout(r, 50)); // the list arrives after the form's first render
    return HttpResponse.json({ data: [{ id: CLEANER_ID, name: 'Cleo Cleaner' }], totalRecords: 1, totalPages: 1 });
  }),
  http.post('*/api/job/jobs', () =>
    HttpResponse.json({ data: [{ id: JOB_ID, title: 'Spring clean, Elm Road' }], totalRecords: 1, totalPages: 1 }),
  ),
  http.get('*/api/rota/clashes', ({ request }) => {
    const q = new URL(request.url).searchParams;
    return HttpResponse.json({ clashes: q.get('endTime')! > '21:00' ? [{ kind: 'long', minutes: 780 }] : [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('RotaEditScreen (new)', () => {
  it('keeps the cleaner and day chosen from a planner cell once the cleaners have loaded', async () => {
    renderDashboard(<RotaEditScreen />);
    const cleaner = await screen.findByLabelText(/Cleaner/, {}, { timeout: 5000 });
    expect(cleaner).toHaveValue(CLEANER_ID);
    expect(screen.getByLabelText(/Day/)).toHaveValue('2026-11-23');
    expect(screen.getByRole('option', { name: 'Spring clean, Elm Road' })).toBeInTheDocument();
  });

  it('warns before saving as the times are chosen', async () => {
    renderDashboard(<RotaEditScreen />);
    const end = await screen.findByLabelText(/End/, {}, { timeout: 5000 });
    fireEvent.change(screen.getByLabelText(/Start/), { target: { value: '09:00' } });
    fireEvent.change(end, { target: { value: '22:00' } });
    expect(await screen.findByText('This shift lasts 13 hours, far longer than a working day.')).toBeInTheDocument();
  });
});
